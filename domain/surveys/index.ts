export * from './schemas.ts';
export {
  answerSurvey,
  currentSurvey,
  findSurveyPerson,
  surveyClosedMessage,
  unknownLinkMessage,
  type SurveyPerson,
} from './surveys.ts';
export { inviteToSurvey, sendSurveyInvitation } from './invitations.ts';
export { surveyAnswersWorkbook } from './export.ts';

export * from './schemas.ts';
export { answerSurvey, findSurveyPerson, unknownLinkMessage, type SurveyPerson } from './surveys.ts';
export { inviteToSurvey, sendSurveyInvitation } from './invitations.ts';
export { surveyAnswersWorkbook } from './export.ts';

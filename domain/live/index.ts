export {
  getLiveMeeting,
  liveSetSchema,
  meetingNames,
  meetingQuerySchema,
  meetings,
  setLiveMeeting,
  type LiveMeeting,
  type LiveSetInput,
  type Meeting,
} from './meetings.ts';
export {
  getKeyValue,
  getReunionInformation,
  parseReunionInformation,
  REUNION_INFORMATION_KEY,
  reunionInformationRoles,
  reunionInformationSchema,
  type KeyValueItem,
  type ReunionInformation,
} from './key-values.ts';
export { youtubeId } from './youtube.ts';

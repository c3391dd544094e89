export {
  getLiveMeeting,
  liveMeetingsForStaff,
  meetingNames,
  meetingQuerySchema,
  meetings,
  setLiveMeeting,
  writeLiveMeeting,
  type LiveMeeting,
  type Meeting,
} from './meetings.ts';
export {
  getKeyValue,
  getReunionInformation,
  parseReunionInformation,
  REUNION_INFORMATION_KEY,
  reunionInformationForStaff,
  reunionInformationRoles,
  writeReunionInformation,
  type KeyValueItem,
  type ReunionInformation,
} from './key-values.ts';
export {
  liveSetSchema,
  reunionInformationFormSchema,
  reunionInformationSchema,
  type LiveSetInput,
  type ReunionInformationForm,
} from './schemas.ts';
export { youtubeId } from './youtube.ts';

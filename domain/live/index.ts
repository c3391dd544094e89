export {
  getLiveMeeting,
  liveMeetingsForStaff,
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
  REUNION_INFORMATION_KEY,
  reunionInformationForStaff,
  writeReunionInformation,
  type ReunionInformation,
} from './key-values.ts';
export { liveSetSchema, reunionInformationFormSchema } from './schemas.ts';

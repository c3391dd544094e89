export { assertStaff, type Staff } from './access.ts';
export { journalPageSize, listJournal, recordStaffChange, type JournalEntry, type StaffChange } from './audit.ts';
export { getDashboard, type Dashboard } from './dashboard.ts';
export {
  getMediaForStaff,
  listMediaForStaff,
  mediaFilesForStaff,
  mediaFormChoices,
  mediaPageSize,
  saveMedia,
  type StaffMedia,
  type StaffMediaFile,
  type StaffMediaRow,
} from './media.ts';
export {
  activateMember,
  changeMemberRole,
  getMember,
  listMembers,
  membersPageSize,
  resendMemberLink,
  revokeMemberSessions,
} from './people.ts';
export * from './forms.ts';
export {
  deleteMemberData,
  deleteOwnAccount,
  exportMemberData,
  exportOwnData,
  type MemberData,
} from './personal-data.ts';
export {
  thumbnailSize,
  uploadLimits,
  uploadStaffFile,
  UploadRefused,
  type IncomingUpload,
  type UploadedFile,
  type UploadRefusal,
} from './uploads.ts';
export { getMediaLinks, mediaLinkChoices, saveMediaLinks, type StaffMediaLinks } from './media-links.ts';

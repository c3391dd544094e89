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
  erasurePreview,
  exportMemberData,
  exportOwnData,
  type ErasurePreview,
  type MemberData,
} from './personal-data.ts';
export {
  correctDonationReceipt,
  donationsPageSize,
  donationsWorkbook,
  donationYears,
  getDonationForStaff,
  isPromised,
  listDonationsForStaff,
  markDonationReceived,
  type StaffDonationRow,
} from './money.ts';
export { downloadsOverview } from './downloads.ts';
export {
  getSubscriberForStaff,
  issuesForStaff,
  listSubscribersForStaff,
  shipIssueForStaff,
  shipmentForStaff,
  subscribersPageSize,
} from './subscriptions.ts';
export { deleteChurchAsStaff, getChurchForStaff, listChurchesForStaff, saveChurchAsStaff } from './churches.ts';
export { deleteHomeCard, getHomeCardForStaff, listHomeCardsForStaff, saveHomeCard } from './home-cards.ts';
export {
  getMessage,
  listMessages,
  markMessageHandled,
  messageHandledSchema,
  messagesPageSize,
  messagesQuerySchema,
} from './messages.ts';
export { listOutbox, outboxPageSize, outboxQuerySchema, resendMail, type OutboxMail } from './outbox.ts';
export { getLiveForStaff, saveLiveMeetingAsStaff, saveReunionInformationAsStaff } from './live.ts';
export { ballotReportForStaff, listBallotsForStaff, scheduleBallotAsStaff } from './ballots.ts';
export { exportSurveyForStaff, getSurveyForStaff, inviteAsStaff, listSurveysForStaff } from './surveys.ts';
export { deletePrivateFile, getPrivateFileForStaff, listPrivateFilesForStaff, savePrivateFile } from './files.ts';
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

export { assertStaff, type Staff } from './access.ts';
export { journalPageSize, journalQuerySchema, listJournal } from './audit.ts';
export { getDashboard } from './dashboard.ts';
export { draftFileForStaff, draftMediaForStaff } from './drafts.ts';
export {
  getMediaForStaff,
  listMediaForStaff,
  mediaFilesForStaff,
  mediaFormChoices,
  saveMedia,
  type StaffMediaFile,
} from './media.ts';
export {
  activateMember,
  changeMemberRole,
  getMember,
  listMembers,
  membersQuerySchema,
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
} from './personal-data.ts';
export {
  correctDonationReceipt,
  donationsWorkbook,
  getDonationForStaff,
  isPromised,
  listDonationsForStaff,
  markDonationReceived,
  receiptPdfForStaff,
} from './money.ts';
export { downloadsOverview } from './downloads.ts';
export {
  annualReceiptsPreviewForStaff,
  regularGivingForStaff,
  reversePaymentForStaff,
  runAnnualReceiptsForStaff,
} from './giving.ts';
export {
  getSubscriberForStaff,
  issuesForStaff,
  listSubscribersForStaff,
  shipIssueForStaff,
  shipmentForStaff,
} from './subscriptions.ts';
export { deleteChurchAsStaff, getChurchForStaff, listChurchesForStaff, saveChurchAsStaff } from './churches.ts';
export { deleteHomeCard, getHomeCardForStaff, listHomeCardsForStaff, saveHomeCard } from './home-cards.ts';
export { getMessage, listMessages, markMessageHandled, messageHandledSchema, messagesQuerySchema } from './messages.ts';
export { listOutbox, outboxQuerySchema, resendMail } from './outbox.ts';
export { getLiveForStaff, saveLiveMeetingAsStaff, saveReunionInformationAsStaff } from './live.ts';
export { ballotReportForStaff, listBallotsForStaff, scheduleBallotAsStaff } from './ballots.ts';
export { exportSurveyForStaff, getSurveyForStaff, inviteAsStaff, listSurveysForStaff } from './surveys.ts';
export { deletePrivateFile, getPrivateFileForStaff, listPrivateFilesForStaff, savePrivateFile } from './files.ts';
export { uploadStaffFile, UploadRefused } from './uploads.ts';
export { getMediaLinks, mediaLinkChoices, saveMediaLinks } from './media-links.ts';

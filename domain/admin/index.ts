export { assertStaff, type Staff } from './access.ts';
export { journalPageSize, listJournal, recordStaffChange, type JournalEntry, type StaffChange } from './audit.ts';
export { getDashboard, type Dashboard } from './dashboard.ts';
export {
  getMediaForStaff,
  listMediaForStaff,
  mediaFormChoices,
  mediaPageSize,
  saveMedia,
  type StaffMedia,
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
export { downloadsOverview, surveyExportForStaff } from './downloads.ts';
export {
  getSubscriberForStaff,
  issuesForStaff,
  listSubscribersForStaff,
  shipIssueForStaff,
  shipmentForStaff,
  subscribersPageSize,
} from './subscriptions.ts';

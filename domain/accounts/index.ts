/**
 * The accounts area: members, sessions, roles, one-time links and the mail outbox.
 * Browser code imports domain/accounts/browser.ts instead (schemas and rules without the server's dependencies).
 */
export { outboxWriter, readOutbox } from './outbox.ts';
export { register } from './register.ts';
export { sendLinkMail } from './mails.ts';
export { signIn, type SignedIn } from './signin.ts';
export { deviceLifetimeMs } from './devices.ts';
export {
  sendForgottenLink,
  sendResetLinkToMember,
  checkResetLink,
  checkActivationLink,
  resetPassword,
  signInByLink,
} from './recovery.ts';
export { getAccount, updateAccount } from './account.ts';
export { createUser, grantRole, revokeRole, listUsers } from './admin.ts';
export { findSession, openSession, revokeSession, refreshSession, type SessionMember } from './sessions.ts';
export { lifetimes } from './lifetimes.ts';
export { limits } from './limits.ts';
export { followMemberChanges, membersChanged } from './member-cache.ts';
export { shownName } from './names.ts';
export { accountMessages, WrongCredentials, InvalidLink, UnknownEmail } from './messages.ts';
export { anonymousRoles, grantableRoles, hasRole, ROLE_ADMIN, ROLE_PUBLIC, type Role } from './roles.ts';
export * from './browser.ts';

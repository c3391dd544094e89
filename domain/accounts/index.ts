/** The accounts area: members, sessions, roles, one-time links and the mail outbox. */
export { outboxWriter, readOutbox } from './outbox.ts';

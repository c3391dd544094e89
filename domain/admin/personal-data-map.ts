/**
 * Every column of the database that names a member, with where the export shows it and what erasure does to its rows
 * (decision 0086). `personal-data-map.test.ts` reads the schema (foreign keys to `app_user`, columns named like an
 * e-mail, member ids without a foreign key) and fails on a column missing here; `personal-data.test.ts` erases a
 * member who has every kind of data and checks each column against what is declared.
 *
 * Erasure:
 * - `delete`: the rows go (by the erasure or by a cascading foreign key);
 * - `detach`: the rows stay, the column no longer names the member (set to null);
 * - `keep-by-law`: the rows stay as written, for the law (accounting records, ten years);
 * - `keep`: the rows stay for a stated reason other than the law;
 * - `not-member`: the column never holds a member's data (the association's or a church's address).
 *
 * Rows are matched by the member's id for id columns, by any of the member's e-mails (lowercased) for e-mail columns.
 * Found by reading the code, not by the schema test: `rate_limit.key` (see `holds`).
 */
export type Erasure = 'delete' | 'detach' | 'keep-by-law' | 'keep' | 'not-member';

/** The sections of the export (`MemberData` in personal-data.ts). */
export type ExportSection =
  | 'account'
  | 'roles'
  | 'sessions'
  | 'oneTimeLinks'
  | 'listeningPositions'
  | 'ballotParticipations'
  | 'donations'
  | 'receipts'
  | 'subscriber'
  | 'subscriptions'
  | 'invoices'
  | 'surveyAnswers'
  | 'contactMessages'
  | 'mails'
  | 'staffJournal'
  | 'rateLimits'
  | 'regularGifts';

export interface PersonalColumn {
  /** The section of the export that lists these rows; null for `not-member`. */
  export: ExportSection | null;
  erasure: Erasure;
  /**
   * What the column holds of the member: the id, an e-mail (matched on any of the member's), or a rate-limit key that
   * embeds either (`signin:fail:{email}`, `mail:pair:{email}|{address}`, `mail:member:{id}`).
   */
  holds: 'id' | 'email' | 'key' | 'none';
  why: string;
}

export const personalDataMap: Record<string, PersonalColumn> = {
  'app_user.email': { export: 'account', erasure: 'delete', holds: 'email', why: 'the account' },
  'app_user.email2': { export: 'account', erasure: 'delete', holds: 'email', why: 'the account' },
  'app_user.email3': { export: 'account', erasure: 'delete', holds: 'email', why: 'the account' },
  'user_role.user_id': { export: 'roles', erasure: 'delete', holds: 'id', why: 'cascade from the account' },
  'session.user_id': { export: 'sessions', erasure: 'delete', holds: 'id', why: 'cascade from the account' },
  'one_time_token.user_id': {
    export: 'oneTimeLinks',
    erasure: 'delete',
    holds: 'id',
    why: 'cascade from the account; exported without the token hash',
  },
  'listening_position.user_id': {
    export: 'listeningPositions',
    erasure: 'delete',
    holds: 'id',
    why: 'cascade from the account',
  },
  'ballot_participation.user_id': {
    export: 'ballotParticipations',
    erasure: 'detach',
    holds: 'id',
    why: 'a closed ballot keeps its turnout; the participation survives detached (domain/votes)',
  },
  'staff_audit.actor_id': {
    export: 'staffJournal',
    erasure: 'detach',
    holds: 'id',
    why: 'set null by its foreign key; the e-mail copied when written says who',
  },
  'staff_audit.actor_email': {
    export: 'staffJournal',
    erasure: 'keep',
    holds: 'email',
    why: 'the journal of staff changes says who did what (legitimate interest), written once, never changed',
  },
  'staff_audit.subject_id': {
    export: 'staffJournal',
    erasure: 'keep',
    holds: 'id',
    why: 'changes made to the member by the staff (subject_type member): only the id, no name or e-mail',
  },
  'abonne.user_id': { export: 'subscriber', erasure: 'delete', holds: 'id', why: 'the shipping record' },
  'abonne.email': { export: 'subscriber', erasure: 'delete', holds: 'email', why: 'the shipping record' },
  'abonnement.user_id': {
    export: 'subscriptions',
    erasure: 'detach',
    holds: 'id',
    why: 'a paid subscription is an invoice (kept, phone and birth cleared); an unpaid one is deleted',
  },
  'abonnement.email': {
    export: 'subscriptions',
    erasure: 'keep-by-law',
    holds: 'email',
    why: 'the buyer on the invoice, kept ten years (Code de commerce L123-22)',
  },
  'regular_gift.user_id': {
    export: 'regularGifts',
    erasure: 'detach',
    holds: 'id',
    why: 'a monthly gift and its payments are accounting records; erasure waits until every gift is stopped',
  },
  'regular_gift.email': {
    export: 'regularGifts',
    erasure: 'keep-by-law',
    holds: 'email',
    why: 'the donor the annual tax receipts name, with their address, kept ten years like a donation; the phone is cleared',
  },
  'giving_customer.user_id': {
    export: 'regularGifts',
    erasure: 'delete',
    holds: 'id',
    why: 'cascade from the account: the payment provider’s customer id only',
  },
  'donation.user_id': {
    export: 'donations',
    erasure: 'detach',
    holds: 'id',
    why: 'no foreign key: the member signed in when giving',
  },
  'donation.email': {
    export: 'donations',
    erasure: 'keep-by-law',
    holds: 'email',
    why: 'the donor in the accounts, kept ten years',
  },
  'receipt.email': {
    export: 'receipts',
    erasure: 'keep-by-law',
    holds: 'email',
    why: 'the tax receipt as issued, immutable, kept ten years',
  },
  'receipt.giving_user_id': {
    export: 'receipts',
    erasure: 'keep-by-law',
    holds: 'id',
    why: 'the annual receipt of monthly gifts as issued, immutable, kept ten years: the id stays a bare number',
  },
  'survey_participant.email': {
    export: 'surveyAnswers',
    erasure: 'delete',
    holds: 'email',
    why: 'availability answers: nothing requires keeping them',
  },
  'contact_message.adresse_email': {
    export: 'contactMessages',
    erasure: 'delete',
    holds: 'email',
    why: 'messages sent through the contact form',
  },
  'mail_outbox.mail_to': {
    export: 'mails',
    erasure: 'delete',
    holds: 'email',
    why: 'mails kept for the member (links, receipts, confirmations)',
  },
  'rate_limit.key': {
    export: 'rateLimits',
    erasure: 'delete',
    holds: 'key',
    why: 'sign-in and mail counters named by the e-mail or the id: a window past its end is reused, never deleted',
  },
  'mail_outbox.mail_from': {
    export: null,
    erasure: 'not-member',
    holds: 'none',
    why: 'the association’s sender address',
  },
  'eglise.email': { export: null, erasure: 'not-member', holds: 'none', why: 'a church’s contact address' },
};

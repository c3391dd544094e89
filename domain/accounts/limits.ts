import type { Ctx } from '../context.ts';
import { consume, peek, record, type Backoff, type Limit } from '../rate-limit.ts';
import { accountMessages } from './messages.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * The limits of the accounts area (decisions 0033, 0088). `address` is the visitor's IP address as the adapter sees
 * it. None of them can be filled by a stranger for someone else: they count per address and account, per device, or
 * per address with a ceiling that one attacker guessing one account never reaches; and a device that signed in to an
 * account before passes its address's limits for that account.
 */
export const limits = {
  /** Wrong passwords from one address, whatever the account, not counting trusted devices': one address spraying. */
  signInFailuresPerAddress: (address: string): Limit => ({
    key: `signin:addrfail:${address}`,
    max: 30,
    windowMs: 15 * minute,
    message: accountMessages.tooManyLogins,
  }),
  /** Wrong passwords for one account from one address: 5 free, then 1 s, 2 s, 4 s… up to 15 minutes. */
  failuresOfPair: (email: string, address: string): Backoff => ({
    key: `signin:pair:${email}|${address}`,
    free: 5,
    baseMs: second,
    maxMs: 15 * minute,
    message: accountMessages.tooManyLogins,
  }),
  /** Wrong passwords from a device that signed in to the account before (its cookie's id): as for a pair. */
  failuresOfDevice: (deviceId: string): Backoff => ({
    key: `signin:device:${deviceId}`,
    free: 5,
    baseMs: second,
    maxMs: 15 * minute,
    message: accountMessages.tooManyLogins,
  }),
  /** Wrong passwords for one account from every address: past `accountUnderAttack`, no pair has free failures. */
  failuresPerAccount: (email: string) => ({ key: `signin:fail:${email}`, windowMs: hour }),
  accountUnderAttack: 100,

  /**
   * Mail requests of an address (registration, « Compte oublié »), whatever the e-mail: refused past 60 an hour, a
   * ceiling for floods that a room signing up behind one church or carrier address does not reach (decision 0105).
   */
  mailsPerAddress: (address: string): Limit => ({
    key: `mail:addr:${address}`,
    max: 60,
    windowMs: hour,
    message: accountMessages.tooManyMails,
  }),
  /** « Changer de mot de passe » of a signed-in member: only they can fill it. */
  mailsPerMember: (userId: number): Limit => ({
    key: `mail:member:${userId}`,
    max: 5,
    windowMs: hour,
    message: accountMessages.tooManyMails,
  }),
  /** Mails asked for one e-mail from one address: refused past 5 an hour; only that address can fill it. */
  mailsPerPair: (email: string, address: string): Limit => ({
    key: `mail:pair:${email}|${address}`,
    max: 5,
    windowMs: hour,
    message: accountMessages.tooManyMails,
  }),
  /** Mails asked for one e-mail from every address (volume only, never refused). */
  mailsPerEmail: (email: string) => ({ key: `mail:email:${email}`, windowMs: hour }),
  /** Each address always gets its first two mails an hour for an e-mail; past 10 an hour for it, no more. */
  mailsAlwaysSentPerPair: 2,
  mailsPerEmailVolume: 10,
};

/**
 * Counts a request for a mail to `email` from `address` and answers whether to send it. The address's ceiling and
 * the pair's limit refuse (429, with the exact wait); the e-mail's volume cap only stops sending, silently, so the
 * answer tells nothing and a stranger's requests never stop the owner's first mails from their own address.
 */
export async function mayMail(ctx: Ctx, email: string, address: string): Promise<boolean> {
  await consume(ctx, limits.mailsPerAddress(address));
  const pair = limits.mailsPerPair(email, address);
  await consume(ctx, pair);
  const fromAddress = await peek(ctx, pair);
  const toEmail = await record(ctx, limits.mailsPerEmail(email));
  return fromAddress <= limits.mailsAlwaysSentPerPair || toEmail <= limits.mailsPerEmailVolume;
}

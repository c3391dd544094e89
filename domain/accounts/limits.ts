import { accountMessages } from './messages.ts';
import type { Limit } from '../rate-limit.ts';

const minute = 60_000;
const hour = 60 * minute;

/** The limits of the accounts area. `address` is the visitor's IP address as the adapter sees it. */
export const limits = {
  signInPerAddress: (address: string): Limit => ({
    key: `signin:addr:${address}`,
    max: 10,
    windowMs: minute,
    message: accountMessages.tooManyLogins,
  }),
  failuresPerAccount: (email: string): Limit => ({
    key: `signin:fail:${email}`,
    max: 100,
    windowMs: hour,
    message: accountMessages.tooManyLogins,
  }),
  mailsPerAddress: (address: string): Limit => ({
    key: `mail:addr:${address}`,
    max: 5,
    windowMs: hour,
    message: accountMessages.tooManyMails,
  }),
  mailsPerEmail: (email: string): Limit => ({
    key: `mail:email:${email}`,
    max: 5,
    windowMs: hour,
    message: accountMessages.tooManyMails,
  }),
};

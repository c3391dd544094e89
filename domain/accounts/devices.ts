import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (decision 0088, after OWASP's "device cookies"): a successful sign-in leaves on the device a token
 * naming the account, which lets that device's later sign-ins to the same account pass the limits of its address
 * (a parish hall, an office behind one address) and count their wrong passwords apart.
 *
 * The token is `{expiry}.{id}.{mac}`: the mac is an HMAC of the account, expiry and id keyed with the account's
 * password hash, so nothing is stored, nobody can forge one without the database, and changing the password
 * forgets every device.
 */

/** How long a device stays known after its last sign-in. */
export const deviceLifetimeMs = 180 * 24 * 3600_000;

interface Account {
  id: number;
  passwordHash: string;
}

function mac(account: Account, expiry: string, id: string): string {
  return createHmac('sha256', account.passwordHash).update(`${account.id}|${expiry}|${id}`).digest('base64url');
}

/** A new device token for the account, valid deviceLifetimeMs from now. */
export function issueDeviceToken(account: Account, now: Date): string {
  const expiry = (now.getTime() + deviceLifetimeMs).toString(36);
  const id = randomBytes(12).toString('base64url');
  return `${expiry}.${id}.${mac(account, expiry, id)}`;
}

/** The device's id when the token was issued for this account and has not expired, else null. */
export function trustedDeviceId(token: string | null | undefined, account: Account, now: Date): string | null {
  const [expiry, id, given, ...rest] = token?.split('.') ?? [];
  if (!expiry || !id || !given || rest.length) return null;
  if (!(parseInt(expiry, 36) > now.getTime())) return null;
  const expected = Buffer.from(mac(account, expiry, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

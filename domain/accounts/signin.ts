import { verifyAgainstNothing, verifyPassword } from '../../platform/password.ts';
import type { Ctx } from '../context.ts';
import { parseInput } from '../validation.ts';
import { limits } from './limits.ts';
import { InactiveAccount, WrongCredentials } from './messages.ts';
import { awaitBackoff, clear, peek, record, recordFailure, refuseWhenFull } from '../rate-limit.ts';
import { issueDeviceToken, trustedDeviceId } from './devices.ts';
import type { Requester } from './register.ts';
import { loginSchema } from './schemas.ts';
import { openSession, type IssuedSession, type SessionKind } from './sessions.ts';
import { findUserWithRoles, findUserByEmail, userView, type UserView } from './users.ts';

export interface SignedIn {
  user: UserView;
  session: IssuedSession;
}

/**
 * Sign-in with e-mail and password (spec part 1 §7 users/auth). Throttled before any hashing (decisions 0033, 0088):
 * a wait that grows with the wrong passwords of this account from this address, and a ceiling of wrong passwords
 * per address against one address trying many accounts. A device that signed in to this account before (`device`,
 * its cookie's token) passes both and waits only for its own wrong passwords, so neither an attacker elsewhere nor
 * one sharing the member's address locks the member out. Every sign-in opens a new session and answers a new
 * device token for the device cookie.
 */
export async function signIn(
  ctx: Ctx,
  input: unknown,
  who: Requester & { kind: SessionKind; device?: string | null },
): Promise<SignedIn & { deviceToken: string }> {
  const { login, pass } = parseInput(loginSchema, input);
  const user = await findUserByEmail(ctx.db, login);
  const deviceId = user ? trustedDeviceId(who.device, user, ctx.clock.now()) : null;
  const addressFailures = limits.signInFailuresPerAddress(who.address);
  let backoff;
  if (deviceId) {
    backoff = limits.failuresOfDevice(deviceId);
    await awaitBackoff(ctx, backoff);
  } else {
    backoff = limits.failuresOfPair(login, who.address);
    await refuseWhenFull(ctx, addressFailures);
    const underAttack = (await peek(ctx, limits.failuresPerAccount(login))) >= limits.accountUnderAttack;
    await awaitBackoff(ctx, backoff, underAttack ? 0 : backoff.free);
  }

  // An unknown e-mail costs the same hashing time as a wrong password, so timing tells nothing.
  const ok = user ? await verifyPassword(user.passwordHash, pass) : await verifyAgainstNothing(pass).then(() => false);
  if (!user || !ok) {
    await recordFailure(ctx, backoff);
    await record(ctx, limits.failuresPerAccount(login));
    if (!deviceId) await record(ctx, addressFailures);
    throw new WrongCredentials();
  }
  await clear(ctx, backoff.key);
  if (!user.activated) throw new InactiveAccount();
  const session = await openSession(ctx.db, ctx.clock.now(), user.id, who.kind);
  const found = await findUserWithRoles(ctx.db, user.id);
  return {
    user: userView(user, found?.roles ?? []),
    session,
    deviceToken: issueDeviceToken(user, ctx.clock.now()),
  };
}

import { verifyAgainstNothing, verifyPassword } from '../../platform/password.ts';
import type { Ctx } from '../context.ts';
import { parseInput } from '../validation.ts';
import { limits } from './limits.ts';
import { InactiveAccount, WrongCredentials } from './messages.ts';
import { awaitBackoff, clear, consume, peek, record, recordFailure } from '../rate-limit.ts';
import type { Requester } from './register.ts';
import { loginSchema } from './schemas.ts';
import { openSession, type IssuedSession, type SessionKind } from './sessions.ts';
import { findUserWithRoles, findUserByEmail, userView, type UserView } from './users.ts';

export interface SignedIn {
  user: UserView;
  session: IssuedSession;
}

/**
 * Sign-in with e-mail and password (spec part 1 §7 users/auth). Throttled before any hashing (decision 0033):
 * 10 attempts a minute per address, and a wait that grows with the wrong passwords of this account from this
 * address, so an attacker elsewhere never locks the member out. Every sign-in opens a new session.
 */
export async function signIn(ctx: Ctx, input: unknown, who: Requester & { kind: SessionKind }): Promise<SignedIn> {
  const { login, pass } = parseInput(loginSchema, input);
  await consume(ctx, limits.signInPerAddress(who.address));
  const pair = limits.failuresOfPair(login, who.address);
  const underAttack = (await peek(ctx, limits.failuresPerAccount(login))) >= limits.accountUnderAttack;
  await awaitBackoff(ctx, pair, underAttack ? 0 : pair.free);

  const user = await findUserByEmail(ctx.db, login);
  // An unknown e-mail costs the same hashing time as a wrong password, so timing tells nothing.
  const ok = user ? await verifyPassword(user.passwordHash, pass) : await verifyAgainstNothing(pass).then(() => false);
  if (!user || !ok) {
    await recordFailure(ctx, pair);
    await record(ctx, limits.failuresPerAccount(login));
    throw new WrongCredentials();
  }
  await clear(ctx, pair.key);
  if (!user.activated) throw new InactiveAccount();
  const session = await openSession(ctx.db, ctx.clock.now(), user.id, who.kind);
  const found = await findUserWithRoles(ctx.db, user.id);
  return { user: userView(user, found?.roles ?? []), session };
}

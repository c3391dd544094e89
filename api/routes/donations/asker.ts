import type { Context } from 'hono';
import type { Asker } from '../../../domain/donations/index.ts';
import { findCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';

/**
 * The member whose token (or, for the site's own pages, session cookie) the call carries, if any: donation calls
 * are public and work without one, but a member's donation answers only to that member.
 */
export async function askerOf(c: Context<ApiEnv>): Promise<Asker> {
  const member = await findCaller(c, { cookie: true });
  return member ? { userId: member.userId } : null;
}

import type { Context } from 'hono';
import type { Asker } from '../../../domain/donations/index.ts';
import { findCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';

/** The member whose token the call carries, if any: donation calls are public and work without one. */
export async function askerOf(c: Context<ApiEnv>): Promise<Asker> {
  const member = await findCaller(c);
  return member ? { userId: member.userId } : null;
}

import type { Context } from 'hono';
import { findSession } from '../../../domain/accounts/index.ts';
import type { Asker } from '../../../domain/donations/index.ts';
import type { ApiEnv } from '../../env.ts';
import { tokenFromHeader } from '../accounts/member.ts';

/** The member whose token the call carries, if any: donation calls are public and work without one. */
export async function askerOf(c: Context<ApiEnv>): Promise<Asker> {
  const token = tokenFromHeader(c.req.header('authorization'));
  const member = token ? await findSession(c.var.ctx, token, 'api') : null;
  return member ? { userId: member.userId } : null;
}

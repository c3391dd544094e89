import type { Context } from 'hono';
import type { Staff } from '../../../domain/admin/index.ts';
import { findCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';

/**
 * The caller as staff, or null: every domain operation refuses a visitor (401) and a non-administrator (403). Read
 * from the database: a role revoked on another process is refused at once.
 */
export async function staffOf(c: Context<ApiEnv>): Promise<Staff | null> {
  const member = await findCaller(c, { cookie: true, fresh: true });
  return member ? { id: member.userId, email: member.email, roles: member.roles } : null;
}

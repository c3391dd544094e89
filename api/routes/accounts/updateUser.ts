import { Hono } from 'hono';
import { updateAccount } from '../../../domain/accounts/index.ts';
import { DomainError, Invalid } from '../../../domain/errors.ts';
import type { ApiEnv } from '../../env.ts';
import { onApiError } from '../../errors.ts';
import { idParam, readJson } from '../../json.ts';
import { requireCaller } from '../../caller.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/**
 * PUT /api/public/updateUser/{id}: the caller's own record only (another id: 403, nothing changed).
 * Answers {success, errorMessage}; on failure the error body also carries success false and errorMessage.
 */
export const updateUser = new Hono<ApiEnv>().put('/public/updateUser/:id', noStore, async (c) => {
  const member = await requireCaller(c);
  try {
    const id = idParam(c, 'id');
    const { message } = await updateAccount(c.var.ctx, member.userId, id, await readJson(c));
    return json(c, { success: true, errorMessage: null, message });
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const response = onApiError(err, c);
    const body = (await response.json()) as Record<string, unknown>;
    const errorMessage = err instanceof Invalid ? (Object.values(err.fields)[0] ?? err.message) : err.message;
    return json(c, { success: false, errorMessage, ...body }, response.status as 400);
  }
});

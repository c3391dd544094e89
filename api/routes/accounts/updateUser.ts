import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { updateAccount } from '../../../domain/accounts/index.ts';
import { accountUpdateSchema } from '../../../domain/accounts/index.ts';
import { DomainError, Invalid } from '../../../domain/errors.ts';
import { onApiError } from '../../errors.ts';
import { idParam, readJson } from '../../json.ts';
import { requireCaller } from '../../caller.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';
import { answers, apiRoutes, jsonBody, wordParams } from '../../openapi/routes.ts';

/**
 * PUT /api/public/updateUser/{id}: the caller's own record only (another id: 403, nothing changed).
 * Answers {success, errorMessage}; on failure the error body also carries success false and errorMessage.
 */
const route = createRoute({
  method: 'put',
  path: '/public/updateUser/{id}',
  tags: ['Comptes'],
  summary: 'Modifie la fiche de l’appelant (la sienne seulement)',
  middleware: noStore,
  // The id is read by the handler: a bad one answers in this call's own error form.
  request: { params: wordParams('id'), body: jsonBody(accountUpdateSchema) },
  responses: answers(
    z.object({ success: z.boolean(), errorMessage: z.string().nullable(), message: z.string().optional() }),
    [401, 403, 409],
  ),
});

export const updateUser = apiRoutes().openapi(route, async (c) => {
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

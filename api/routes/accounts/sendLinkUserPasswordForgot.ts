import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { sendForgottenLink, UnknownEmail } from '../../../domain/accounts/index.ts';
import { forgotSchema } from '../../../domain/accounts/index.ts';
import { readJson } from '../../json.ts';
import { requester } from '../../caller.ts';
import { json } from '../../answer.ts';
import { answers, apiRoutes, jsonBody } from '../../openapi/routes.ts';

/** PUT /api/public/sendLinkUserPasswordForgot {email}: success true (link mailed) or false (no account). */
const route = createRoute({
  method: 'put',
  path: '/public/sendLinkUserPasswordForgot',
  tags: ['Comptes'],
  summary: 'Mot de passe oublié : le lien est envoyé',
  request: { body: jsonBody(forgotSchema) },
  responses: answers(z.object({ success: z.boolean(), message: z.string() }), [429]),
});

export const sendLinkUserPasswordForgot = apiRoutes().openapi(route, async (c) => {
  try {
    const { message } = await sendForgottenLink(c.var.ctx, await readJson(c), requester(c));
    return json(c, { success: true, message });
  } catch (err) {
    if (err instanceof UnknownEmail) return json(c, { success: false, message: err.message });
    throw err;
  }
});

import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { register } from '../../../domain/accounts/index.ts';
import { registrationSchema } from '../../../domain/accounts/index.ts';
import { readJson } from '../../json.ts';
import { requester } from '../../caller.ts';
import { json } from '../../answer.ts';
import { answers, apiRoutes, jsonBody } from '../../openapi/routes.ts';

/** POST /api/public/inscriptionUser: creates an inactive account, mails the activation link, answers the message. */
const route = createRoute({
  method: 'post',
  path: '/public/inscriptionUser',
  tags: ['Comptes'],
  summary: 'Inscription : le compte est créé, le lien d’activation envoyé',
  request: { body: jsonBody(registrationSchema) },
  responses: answers(z.object({ message: z.string() }), [409, 429]),
});

export const inscriptionUser = apiRoutes().openapi(route, async (c) => {
  return json(c, await register(c.var.ctx, await readJson(c), requester(c)));
});

import type { IncomingMessage } from 'node:http';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { contactSchema, sendContactMessage } from '../../../domain/contact/index.ts';
import { readJson } from '../../json.ts';
import { answers, apiRoutes, jsonBody, wordParams } from '../../openapi/routes.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import { json } from '../../answer.ts';

const route = createRoute({
  method: 'post',
  path: '/websites/public/sendMessage/{domain}/domaine',
  tags: ['Contact'],
  summary: 'Le formulaire de contact : le message est gardé et envoyé à l’équipe',
  request: { params: wordParams('domain'), body: jsonBody(contactSchema) },
  responses: answers(z.object({ success: z.literal(true) }), [404, 429]),
});

export const sendMessage = apiRoutes().openapi(route, async (c) => {
  const body = await readJson(c);
  return json(
    c,
    await sendContactMessage(c.var.ctx, {
      domain: c.req.valid('param').domain,
      body,
      address: clientAddress(
        c.req.raw.headers,
        (c.env as { incoming?: IncomingMessage } | undefined)?.incoming,
        c.var.ctx.config.TRUST_PROXY,
      ),
    }),
  );
});

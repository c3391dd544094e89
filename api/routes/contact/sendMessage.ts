import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { sendContactMessage } from '../../../domain/contact/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import { json } from '../../answer.ts';

/** POST /api/websites/public/sendMessage/{domain}/domaine { nom, adresseEmail, message } → { success: true }. */
export const sendMessage = new Hono<ApiEnv>().post('/websites/public/sendMessage/:domain/domaine', async (c) => {
  const body = await readJson(c);
  return json(
    c,
    await sendContactMessage(c.var.ctx, {
      domain: c.req.param('domain'),
      body,
      address: clientAddress(
        c.req.raw.headers,
        (c.env as { incoming?: IncomingMessage } | undefined)?.incoming,
        c.var.ctx.config.TRUST_PROXY,
      ),
    }),
  );
});

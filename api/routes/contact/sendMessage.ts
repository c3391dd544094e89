import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { sendContactMessage } from '../../../domain/contact/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';

/** The visitor's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's. */
function visitorAddress(c: Context<ApiEnv>): string | null {
  if (c.var.ctx.config.TRUST_PROXY) return c.req.header('x-forwarded-for')?.split(',')[0].trim() || null;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // not served by Node (app.request in tests)
  }
}

/** POST /api/websites/public/sendMessage/{domain}/domaine { nom, adresseEmail, message } → { success: true }. */
export const sendMessage = new Hono<ApiEnv>().post('/websites/public/sendMessage/:domain/domaine', async (c) => {
  const body = await readJson(c);
  return c.json(await sendContactMessage(c.var.ctx, { domain: c.req.param('domain'), body, address: visitorAddress(c) }));
});

import { Hono } from 'hono';
import { sendForgottenLink, UnknownEmail } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { requester } from '../../caller.ts';
import { json } from '../../answer.ts';

/** PUT /api/public/sendLinkUserPasswordForgot {email}: success true (link mailed) or false (no account). */
export const sendLinkUserPasswordForgot = new Hono<ApiEnv>().put('/public/sendLinkUserPasswordForgot', async (c) => {
  try {
    const { message } = await sendForgottenLink(c.var.ctx, await readJson(c), requester(c));
    return json(c, { success: true, message });
  } catch (err) {
    if (err instanceof UnknownEmail) return json(c, { success: false, message: err.message });
    throw err;
  }
});

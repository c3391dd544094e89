import { Hono } from 'hono';
import { register } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { requester } from '../../caller.ts';
import { json } from '../../answer.ts';

/** POST /api/public/inscriptionUser: creates an inactive account, mails the activation link, answers the message. */
export const inscriptionUser = new Hono<ApiEnv>().post('/public/inscriptionUser', async (c) => {
  return json(c, await register(c.var.ctx, await readJson(c), requester(c)));
});

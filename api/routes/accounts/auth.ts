import { Hono } from 'hono';
import { signIn, WrongCredentials } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { requester } from '../../caller.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/** POST /api/users/auth {login, pass}: data is the signed-in user with its tokens, or null for wrong credentials. */
export const auth = new Hono<ApiEnv>().post('/users/auth', noStore, async (c) => {
  const body = await readJson(c);
  try {
    const signedIn = await signIn(c.var.ctx, body, { ...requester(c), kind: 'api' });
    return json(c, { data: sessionUser(signedIn) });
  } catch (err) {
    if (err instanceof WrongCredentials) return json(c, { data: null, message: err.message });
    throw err;
  }
});

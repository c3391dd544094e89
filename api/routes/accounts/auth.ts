import { Hono } from 'hono';
import { signIn, WrongCredentials } from '../../../domain/accounts/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { requester } from '../../caller.ts';
import { sessionUser } from './member.ts';
import { noStore } from '../../no-store.ts';

/** POST /api/users/auth {login, pass}: data is the signed-in user with its tokens, or null for wrong credentials. */
export const auth = new Hono<ApiEnv>().post('/users/auth', noStore, async (c) => {
  const body = await readJson(c);
  try {
    const signedIn = await signIn(c.var.ctx, body, { ...requester(c), kind: 'api' });
    return c.json({ data: sessionUser(signedIn) });
  } catch (err) {
    if (err instanceof WrongCredentials) return c.json({ data: null, message: err.message });
    throw err;
  }
});

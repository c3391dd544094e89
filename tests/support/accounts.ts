import type { Hono } from 'hono';
import { createUser, grantRole, readOutbox } from '../../domain/accounts/index.ts';
import { jobHandlers } from '../../domain/job-handlers.ts';
import type { Ctx } from '../../domain/context.ts';

/** Helpers for tests of the accounts area: members, links read from the outbox, API calls. */

export const goodPassword = 'Sable-Doux-42';

export async function createMember(
  ctx: Ctx,
  over: {
    email?: string;
    password?: string;
    firstname?: string;
    lastname?: string;
    roles?: string[];
    activated?: boolean;
  } = {},
) {
  const email = over.email ?? `membre${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
  const { id } = await createUser(ctx, {
    email,
    password: over.password ?? goodPassword,
    firstname: over.firstname ?? 'Jeanne',
    lastname: over.lastname ?? 'Dupont',
    activated: over.activated ?? true,
  });
  for (const role of over.roles ?? []) await grantRole(ctx, email, role);
  return { id, email, password: over.password ?? goodPassword };
}

/** The token of the newest link of that kind mailed to an address (the mail jobs due are run first). */
export async function linkToken(ctx: Ctx, email: string, kind: 'connexion' | 'changer-mot-de-passe'): Promise<string> {
  await ctx.jobs.drain(jobHandlers(ctx));
  for (const mail of await readOutbox(ctx.db, email)) {
    const match = mail.text.match(new RegExp(`/${kind}/([A-Za-z0-9_-]+)`));
    if (match) return match[1];
  }
  throw new Error(`no ${kind} link mailed to ${email}`);
}

type Api = Hono<never> | { request: Hono['request'] };

/** Calls the API in process with a JSON body and, optionally, a token (Bearer) and a client address. */
export async function call(
  api: Api,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; authorization?: string; address?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.authorization) headers.authorization = options.authorization;
  const env = { incoming: { socket: { remoteAddress: options.address ?? '192.0.2.1' } } };
  const res = await api.request(
    path,
    { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
    env,
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read by assertions
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Signs in through the API and returns the access and refresh tokens. */
export async function apiSignIn(api: Api, email: string, password = goodPassword, address?: string) {
  const res = await call(api, 'POST', '/users/auth', { body: { login: email, pass: password }, address });
  if (!res.body.data) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; token: string; refreshToken: string };
}

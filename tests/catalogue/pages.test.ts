import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../domain/accounts/index.ts';
import { action as changePassword } from '../../app/routes/changer-mot-de-passe.tsx';
import { action as forgot } from '../../app/routes/compte-oublie.tsx';
import { action as contact } from '../../app/routes/contact.tsx';
import { action as register } from '../../app/routes/inscription.tsx';
import { action as login } from '../../app/routes/login.tsx';
import { action as account } from '../../app/routes/mon-compte.tsx';
import { action as donate } from '../../app/routes/soutien.tsx';
import { createMember, goodPassword } from '../support/accounts.ts';
import { createTestContext, type TestContext } from '../support/context.ts';
import { pageCases, type PageCase, type PageName } from './page-cases.ts';
import { tablesWritten, watchWrites, writtenByRefusals } from './generated.ts';
import { isFrench, Tally } from './support.ts';

/**
 * The bad-input catalogue of the page actions, called in process as React Router calls them (PGlite or PostgreSQL):
 * every case answers a 4xx with a French message on its field, and writes no row. What happens before the action
 * (body size, content type, origin at the HTTP layer) is in tests/e2e/bad-input-http.spec.ts.
 */

type Action = (args: {
  request: Request;
  url: URL;
  params: Record<string, string>;
  context: unknown;
}) => Promise<unknown>;
const actions = {
  login,
  inscription: register,
  'compte-oublie': forgot,
  'changer-mot-de-passe': changePassword,
  'mon-compte': account,
  soutien: donate,
  contact,
} as unknown as Record<PageName, Action>;

let t: TestContext;
let origin: string;
let cookie: string;
const tally = new Tally();

beforeAll(async () => {
  t = await createTestContext();
  origin = new URL(t.ctx.config.PUBLIC_URL).origin;
  const me = await createMember(t.ctx, { email: 'membre@exemple.fr' });
  const { session } = await signIn(
    t.ctx,
    { login: me.email, pass: goodPassword },
    { address: '192.0.2.7', kind: 'cookie' },
  );
  cookie = `session=${session.token}`;
  await watchWrites(t.database, writtenByRefusals);
});
afterAll(async () => {
  console.log(`catalogue des pages : ${tally.requests} requêtes, ${tally.serverErrors.length} réponses 5xx`);
  await t?.close();
});

function requestOf(c: PageCase): Request {
  const path = c.params?.token ? `/${c.page}/${c.params.token}` : `/${c.page}`;
  const headers = new Headers({ origin });
  if (c.signedIn) headers.set('cookie', cookie);
  let body: BodyInit;
  if (c.raw) {
    headers.set('content-type', c.raw.type);
    body = c.raw.body;
  } else {
    const form = new FormData();
    for (const [name, value] of Object.entries(c.form ?? {})) form.append(name, value);
    body = form;
  }
  return new Request(`${origin}${path}`, { method: 'POST', headers, body });
}

/** The action's answer: React Router's data() (status and value), or a thrown or returned Response. */
async function answerOf(c: PageCase): Promise<{ status: number; value: unknown }> {
  const context = { ctx: t.ctx, nonce: '', clientAddress: `198.51.100.${(tally.requests % 250) + 1}` };
  try {
    const request = requestOf(c);
    const result = (await actions[c.page]({ request, url: new URL(request.url), params: c.params ?? {}, context })) as {
      type?: string;
      data?: unknown;
      init?: { status?: number };
    };
    if (result instanceof Response) return { status: result.status, value: await result.text() };
    if (result?.type === 'DataWithResponseInit') return { status: result.init?.status ?? 200, value: result.data };
    return { status: 200, value: result };
  } catch (err) {
    if (err instanceof Response) return { status: err.status, value: await err.text() };
    return { status: 500, value: String(err) };
  }
}

describe('catalogue des mauvaises entrées : actions des pages', () => {
  it.each(pageCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await tablesWritten(t.database);
    const { status, value } = await answerOf(c);
    tally.count(c.name, status);
    expect(status, JSON.stringify(value)).toBeGreaterThanOrEqual(400);
    expect(status, JSON.stringify(value)).toBeLessThan(500);
    const errors = (value as { error?: Record<string, string[] | null> }).error ?? {};
    expect(errors[c.field]?.[0], JSON.stringify(value)).toSatisfy(isFrench);
    for (const messages of Object.values(errors)) for (const m of messages ?? []) expect(m).toSatisfy(isFrench);
    expect(await tablesWritten(t.database), 'tables écrites').toEqual([]);
  });
});

describe('catalogue des mauvaises entrées des pages : bilan', () => {
  it('aucune réponse 5xx', () => {
    expect(tally.serverErrors).toEqual([]);
    expect(tally.requests).toBe(pageCases.length);
  });
});

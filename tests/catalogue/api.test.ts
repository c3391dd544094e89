import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { seedFile } from '../../db/seed/files.ts';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { signIn } from '../../domain/accounts/index.ts';
import { fileRoutes } from '../../server/files.ts';
import { apiSignIn, createMember, goodPassword } from '../support/accounts.ts';
import { createTestContext, type TestContext } from '../support/context.ts';
import { apiCases } from './api-cases.ts';
import { tablesWritten, watchWrites, writtenByRefusals } from './generated.ts';
import { bodyOf, isFrench, Tally, type BadInputCase } from './support.ts';

/**
 * The bad-input catalogue of the API and of the file route, run in process on PGlite or PostgreSQL: every case is
 * refused with a 4xx and a French message (tied to its field where it names one), and writes no row.
 */

let t: TestContext;
let api: ReturnType<typeof createApi>;
let files: ReturnType<typeof fileRoutes>;
const vars: Record<string, string> = {};
const tally = new Tally();

beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  files = fileRoutes(t.ctx);
  const { db, log } = t.ctx;
  await mediaReference.run({ db, files: t.ctx.files, log, demoAccounts: false });
  const audio = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
  vars.$FILE = String(
    await seedFile(db, t.ctx.files, { key: 't/chant.wav', nom: 'Chant', data: audio, fichierTypeId: 4 }),
  );
  const me = await createMember(t.ctx, { email: 'membre@exemple.fr' });
  vars.$ME = String(me.id);
  vars.$TOKEN = (await apiSignIn(api, me.email, goodPassword, '192.0.2.200')).token;
  const cookie = await signIn(
    t.ctx,
    { login: me.email, pass: goodPassword },
    { address: '192.0.2.201', kind: 'cookie' },
  );
  vars.$COOKIE = `session=${cookie.session.token}`;
  await watchWrites(t.database, writtenByRefusals);
});
afterAll(async () => {
  console.log(`catalogue API : ${tally.requests} requêtes, ${tally.serverErrors.length} réponses 5xx`);
  await t?.close();
});

const fill = (value: string) => value.replace(/\$[A-Z]+/g, (name) => vars[name] ?? name);

/** The file route: ids that are not ids, byte ranges the file cannot give. */
const fileCases: BadInputCase[] = [
  ...[
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '1%00',
    '-1',
    '0',
    '99999999',
    '99999999999',
    '1e1',
    '%ED%A0%80',
    'a'.repeat(3000),
  ].map((id) => ({
    name: `fichier — identifiant ${id.slice(0, 30)}`,
    method: 'GET',
    path: `/fichiers/${id}/chant.wav`,
    expect: { status: [404], messageIn: 'text' as const },
  })),
  ...['bytes=5000-', 'bytes=1000-', 'bytes=-0', 'bytes=99999999999999999999-'].map((range) => ({
    name: `fichier — plage ${range}`,
    method: 'GET',
    path: '/fichiers/$FILE/chant.wav',
    headers: { range },
    expect: { status: [416], messageIn: 'text' as const },
  })),
];

async function send(c: BadInputCase): Promise<Response> {
  const { body, headers } = bodyOf(c);
  const filled = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, fill(v)]));
  // A client address per case: the rate limits of one case do not refuse the next.
  const env = { incoming: { socket: { remoteAddress: `198.51.100.${(tally.requests % 250) + 1}` } } };
  const app = c.path.startsWith('/fichiers/') ? files : api;
  return app.request(`http://localhost${fill(c.path)}`, { method: c.method, headers: filled, body }, env);
}

describe.each([
  ['API', apiCases],
  ['fichiers', fileCases],
])('catalogue des mauvaises entrées : %s', (_, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await tablesWritten(t.database);
    const res = await send(c);
    tally.count(c.name, res.status);
    const expectation = c.expect ?? {};
    if (expectation.status) expect(res.status).toSatisfy((s: number) => expectation.status!.includes(s));
    else expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const where = expectation.messageIn ?? 'message';
    if (where === 'text') expect(await res.text()).toSatisfy(isFrench);
    else if (where !== 'none') {
      const answer = (await res.json()) as Record<string, unknown>;
      expect(answer[where], JSON.stringify(answer)).toSatisfy(isFrench);
      const fields = (answer.fields ?? {}) as Record<string, unknown>;
      for (const message of Object.values(fields)) expect(message, JSON.stringify(answer)).toSatisfy(isFrench);
      if (expectation.field) expect(Object.keys(fields), JSON.stringify(answer)).toContain(expectation.field);
      if (expectation.status?.includes(200)) expect(answer.data).toBeNull();
    }
    expect(await tablesWritten(t.database), 'tables écrites').toEqual([]);
  });
});

describe('catalogue des mauvaises entrées : bilan', () => {
  it('au moins 300 requêtes, aucune réponse 5xx', () => {
    expect(tally.serverErrors).toEqual([]);
    expect(tally.requests).toBeGreaterThanOrEqual(300);
  });
});

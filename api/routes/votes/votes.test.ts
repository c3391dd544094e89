import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { seedBallots } from '../../../db/seed/votes.ts';
import { openSession, readOutbox } from '../../../domain/accounts/index.ts';
import { SESSION_COOKIE } from '../../../platform/browser-session.ts';
import { ballotForVoter, resolutionsOf, scheduleBallot, getBallot } from '../../../domain/votes/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';
import { runCommand } from '../../../scripts/admin/commands.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
let allPour: Record<string, string>;
const hour = 3600_000;

/** Opens vote2024 around now (or as given): the seeded ballots are closed. */
async function schedule(fromHours: number, toHours: number, slug = 'vote2024') {
  const now = Date.now();
  await t.ctx.db.delete(schema.ballotPapers);
  await t.ctx.db.delete(schema.ballotPool);
  await t.ctx.db.delete(schema.ballotParticipations);
  await scheduleBallot(t.ctx, {
    slug,
    opens: new Date(now + fromHours * hour).toISOString(),
    closes: new Date(now + toHours * hour).toISOString(),
  });
}

async function voterToken(roles = ['ROLE_AG_VOTE']) {
  const member = await createMember(t.ctx, { roles });
  return { ...member, token: (await apiSignIn(api, member.email)).token };
}

/** The papers, in the box or still waiting in the mixing pool (decision 0085). */
async function stored(slug = 'vote2024') {
  const papers = [
    ...(await t.ctx.db.select().from(schema.ballotPapers).where(eq(schema.ballotPapers.ballotSlug, slug))),
    ...(await t.ctx.db.select().from(schema.ballotPool).where(eq(schema.ballotPool.ballotSlug, slug))),
  ];
  const participations = await t.ctx.db
    .select()
    .from(schema.ballotParticipations)
    .where(eq(schema.ballotParticipations.ballotSlug, slug));
  return { papers, participations };
}

const vote = (token: string, body: unknown, query = '?scrutin=vote2024') =>
  call(api, 'POST', `/votes/voter${query}`, { token, body });

beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  await seedBallots(t.ctx.db);
  const ballot = await getBallot(t.ctx, 'vote2024');
  allPour = Object.fromEntries(resolutionsOf(ballot.content).map((r) => [r.key, 'Pour']));
});
afterAll(() => t.close());

describe('the seeded ballots', () => {
  it('are both closed today by their real dates, with the keys of spec part 3 §3', async () => {
    const v2024 = await getBallot(t.ctx, 'vote2024');
    const v2021 = await getBallot(t.ctx, 'vote');
    expect([v2021.state, v2024.state]).toEqual(['closed', 'closed']);
    expect(v2024.opensAt).toBe('2024-06-02T22:00:00.000Z');
    expect(v2024.closesAt).toBe('2024-06-22T22:00:00.000Z');
    const keys2024 = resolutionsOf(v2024.content).map((r) => r.key);
    expect(keys2024.filter((k) => k.startsWith('mtAg'))).toEqual([
      'mtAgPre',
      ...[1, 2, 3, 4, 5, 6, 7, 9, 10].map((n) => `mtAg${n}`),
    ]);
    expect(keys2024.filter((k) => k.startsWith('mtMembre'))).toHaveLength(7);
    const keys2021 = resolutionsOf(v2021.content).map((r) => r.key);
    expect(keys2021).toEqual([
      'tajAgPre',
      ...Array.from({ length: 10 }, (_, i) => `tajAg${i + 1}`),
      'mtAgPre',
      ...Array.from({ length: 8 }, (_, i) => `mtAg${i + 1}`),
    ]);
  });
});

describe('npm run admin -- ballot:schedule', () => {
  it('sets the dates of a ballot, refusing bad dates and an unknown ballot', async () => {
    const ok = await runCommand(
      t.ctx,
      ['ballot:schedule', 'vote', '--opens', '2021-06-01T00:00:00+02:00', '--closes', '2099-06-21T00:00:00+02:00'],
      { sendMails: false },
    );
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.text).toMatch(/^vote : ouvert du 1 juin 2021 à 00:00 au 21 juin 2099 à 00:00 \(heure de Paris\), ouvert/);
    expect((await getBallot(t.ctx, 'vote')).state).toBe('open');
    const bad = await runCommand(t.ctx, ['ballot:schedule', 'vote', '--opens', 'demain', '--closes', '2020-01-01'], {
      sendMails: false,
    });
    expect(bad).toEqual({ code: 1, text: 'opens : Date d’ouverture invalide (ISO 8601 attendu)' });
    const reversed = await runCommand(
      t.ctx,
      ['ballot:schedule', 'vote', '--opens', '2021-06-02T00:00:00Z', '--closes', '2021-06-01T00:00:00Z'],
      { sendMails: false },
    );
    expect(reversed).toEqual({ code: 1, text: 'closes : La clôture doit suivre l’ouverture' });
    const unknown = await runCommand(
      t.ctx,
      ['ballot:schedule', 'vote1999', '--opens', '2021-06-01T00:00:00Z', '--closes', '2021-06-21T00:00:00Z'],
      { sendMails: false },
    );
    expect(unknown).toEqual({ code: 1, text: 'Scrutin inconnu' });
    await runCommand(
      t.ctx,
      ['ballot:schedule', 'vote', '--opens', '2021-05-31T22:00:00Z', '--closes', '2021-06-20T22:00:00Z'],
      { sendMails: false },
    );
    expect((await getBallot(t.ctx, 'vote')).state).toBe('closed');
  });
});

describe('POST /api/votes/voter: refusals store nothing', () => {
  it('refuses every bad input with a French message', async () => {
    await schedule(-1, 1);
    const { token } = await voterToken();
    const { tajAg1: _dropped, ...missing } = allPour;
    const cases: [unknown, number, RegExp][] = [
      [missing, 400, /Réponse manquante/],
      [{ ...allPour, tajAg99: 'Pour' }, 400, /Résolution inconnue/],
      [{ ...allPour, tajAgPre: 'Abstention' }, 400, /Réponse non proposée/],
      [{ ...allPour, tajAg1: 'pour' }, 400, /Réponse non proposée/],
      [{ ...allPour, tajAg1: 1 }, 400, /Réponse non proposée/],
      [[], 400, /objet JSON/],
    ];
    for (const [body, status, message] of cases) {
      const res = await vote(token, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const unknown = await vote(token, allPour, '?scrutin=nope');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Scrutin inconnu']);
    const noToken = await call(api, 'POST', '/votes/voter?scrutin=vote2024', { body: allPour });
    expect(noToken.status).toBe(401);
    const noRole = await voterToken([]);
    const refused = await vote(noRole.token, allPour);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Vous n’avez pas le droit de vote à cette assemblée générale',
    ]);
    expect(await stored()).toEqual({ papers: [], participations: [] });
  });

  it('refuses a ballot before its opening and after its closing', async () => {
    const { token } = await voterToken();
    await schedule(1, 2);
    const early = await vote(token, allPour);
    expect([early.status, early.body.message]).toEqual([409, 'Le vote n’est pas encore ouvert']);
    await schedule(-2, -1);
    const late = await vote(token, allPour);
    expect([late.status, late.body.message]).toEqual([409, 'Les votes sont clôturés !']);
    expect(await stored()).toEqual({ papers: [], participations: [] });
  });
});

describe('a vote', () => {
  it('is stored once, answers a receipt code, mails it, and isVote then says false', async () => {
    await schedule(-1, 1);
    const member = await voterToken();
    const basic = `Basic ${Buffer.from(`x:${member.token}`).toString('base64')}`;
    const before = await call(api, 'GET', '/votes/isVote?scrutin=vote2024', { authorization: basic });
    expect(before).toMatchObject({ status: 200, body: { success: true, scrutin: 'vote2024' } });
    // Without scrutin: the ballot open now.
    const res = await call(api, 'POST', '/votes/voter', {
      authorization: `Basic ${member.token}`,
      body: { ...allPour, mtAg1: 'Contre', mtAg2: 'Abstention' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, scrutin: 'vote2024' });
    const code = res.body.code as string;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const after = await call(api, 'GET', '/votes/isVote', { token: member.token });
    expect(after.body.success).toBe(false);
    // The vote page's read (one ballot query) says the same.
    const voter = { userId: member.id, email: member.email, firstname: '', lastname: '', roles: ['ROLE_AG_VOTE'] };
    const page = await ballotForVoter(t.ctx, { scrutin: 'vote2024', voter });
    expect([page.ballot.slug, page.ballot.state, page.voted]).toEqual(['vote2024', 'open', true]);
    const other = await ballotForVoter(t.ctx, { scrutin: 'vote2024', voter: { ...voter, userId: member.id + 1000 } });
    expect(other.voted).toBe(false);
    const again = await vote(member.token, allPour);
    expect([again.status, again.body.message]).toEqual([
      409,
      'Vous avez déjà voté ! Vous ne pouvez pas voter une seconde fois',
    ]);
    const { papers, participations } = await stored();
    expect(participations).toHaveLength(1);
    expect(papers).toHaveLength(1);
    // The paper waits in the mixing pool, sealed: a random id, its ballot. Nothing names the member or the time.
    expect(Object.keys(papers[0]).sort()).toEqual(['ballotSlug', 'id', 'sealed']);
    const check = await call(api, 'POST', '/votes/recu', { token: member.token, body: { code } });
    expect(check.body).toEqual({ scrutin: 'vote2024', state: 'reserve' });
    // Mailed by a job that holds only the participation; the outbox keeps the mail without the code.
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, member.email);
    expect(mail.text).toContain('Votre code de reçu : ••••••••');
    const jobs = await t.ctx.db.execute(sql`select data::text as data from pgboss.job`);
    expect((jobs as unknown as { rows: { data: string }[] }).rows.filter((j) => j.data.includes(code))).toEqual([]);
  });

  it('is taken from the site’s own pages with the session cookie, and refused from another site', async () => {
    await schedule(-1, 1);
    const member = await createMember(t.ctx, { roles: ['ROLE_AG_VOTE'] });
    const { token } = await openSession(t.ctx.db, new Date(), member.id, 'cookie');
    const cookie = `${SESSION_COOKIE}=${token}`;
    const send = (origin: string) =>
      api.request('/votes/voter?scrutin=vote2024', {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(allPour),
      });
    expect((await send('https://ailleurs.example')).status).toBe(403);
    expect((await stored()).papers).toHaveLength(0);
    expect((await send(t.ctx.config.PUBLIC_URL)).status).toBe(200);
    const res = await api.request('/votes/isVote?scrutin=vote2024', { headers: { cookie } });
    expect(await res.json()).toEqual({ success: false, scrutin: 'vote2024' });
  });

  it('sent 100 times at once by one member gives one 200, 99 refusals and one stored paper', async () => {
    await schedule(-1, 1);
    const { token } = await voterToken();
    const answers = await Promise.all(Array.from({ length: 100 }, () => vote(token, allPour)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const { papers, participations } = await stored();
    expect([papers.length, participations.length]).toEqual([1, 1]);
  });
});

describe('GET /api/votes/downloadRapport', () => {
  it('gives the vote administrators a workbook whose counts add up, and refuses a voter', async () => {
    await schedule(-1, 1);
    const admin = await voterToken(['ROLE_AG_VOTE', 'ROLE_AG_VOTE_ADMIN']);
    const voters = [await voterToken(), await voterToken(), await voterToken()];
    await voterToken(); // holds the role, does not vote: absent
    const choices = ['Pour', 'Contre', 'Abstention'];
    for (const [i, v] of voters.entries()) {
      expect((await vote(v.token, { ...allPour, mtAg3: choices[i], tajAg2: choices[(i + 1) % 3] })).status).toBe(200);
    }
    // Closed: the papers still in the mixing pool are counted.
    const now = Date.now();
    await scheduleBallot(t.ctx, {
      slug: 'vote2024',
      opens: new Date(now - 2 * hour).toISOString(),
      closes: new Date(now - 1000).toISOString(),
    });
    const refused = await call(api, 'GET', '/votes/downloadRapport?scrutin=vote2024', { token: voters[0].token });
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Le rapport des votes est réservé aux administrateurs des votes',
    ]);
    const res = await api.request('/votes/downloadRapport?scrutin=vote2024', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Rapport AG.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const results = book.getWorksheet('Résultats')!;
    const holders = Number(
      (await t.ctx.db.select().from(schema.userRoles).where(eq(schema.userRoles.role, 'ROLE_AG_VOTE'))).length,
    );
    const header = (results.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(['Association', 'Résolution', 'Texte', 'Pour', 'Contre', 'Abstention', 'Absents']);
    const rows: Record<string, number[]> = {};
    results.eachRow((row, n) => {
      const v = row.values as unknown[];
      if (n > 1 && typeof v[4] === 'number') rows[String(v[2])] = [4, 5, 6, 7].map((i) => Number(v[i]));
    });
    expect(Object.keys(rows)).toEqual(Object.keys(allPour));
    for (const [key, counts] of Object.entries(rows)) {
      expect(
        counts.reduce((a, b) => a + b),
        key,
      ).toBe(holders);
      expect(counts[3], key).toBe(holders - 3);
    }
    expect(rows.mtAg3.slice(0, 3)).toEqual([1, 1, 1]);
    expect(rows.tajAgPre.slice(0, 3)).toEqual([3, 0, 0]);
    const participation = book.getWorksheet('Participation')!;
    expect(participation.rowCount).toBe(1 + 3);
    expect((participation.getRow(1).values as string[]).slice(1)).toEqual(['Nom', 'Prénom', 'Date et heure (Paris)']);
    const codes = book.getWorksheet('Codes de reçu')!;
    const listed = codes.getColumn(1).values.slice(2).map(String).sort();
    const papers = (await t.ctx.db.select().from(schema.ballotPapers)).map((p) => p.codeHash).sort();
    expect(papers).toHaveLength(3);
    expect(listed).toEqual(papers);
  });
});

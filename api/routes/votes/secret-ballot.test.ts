import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBallots, votesSeeder } from '../../../db/seed/votes.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { deleteOwnAccount } from '../../../domain/admin/index.ts';
import {
  ballotReport,
  castVote,
  checkReceipt,
  codeHash,
  getBallot,
  MIX_BATCH,
  resolutionsOf,
  scheduleBallot,
  sendBallotReceipt,
  type Voter,
} from '../../../domain/votes/index.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

/**
 * The secret ballot against someone who reads the whole database (decision 0085): the red team's linking queries
 * after a ballot of 33 voters, the receipt mail as a job, a closed ballot's counts after an erasure.
 */
let t: TestContext;
let allPour: Record<string, string>;
const hour = 3600_000;
const admin = { roles: ['ROLE_AG_VOTE_ADMIN'] };

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.ctx.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

async function open(slug: string) {
  await scheduleBallot(t.ctx, {
    slug,
    opens: new Date(Date.now() - hour).toISOString(),
    closes: new Date(Date.now() + hour).toISOString(),
  });
}

/** Closes the ballot a second ago, its papers kept. */
async function close(slug: string) {
  await scheduleBallot(t.ctx, {
    slug,
    opens: new Date(Date.now() - 2 * hour).toISOString(),
    closes: new Date(Date.now() - 1000).toISOString(),
  });
}

async function newVoter(n: number): Promise<Voter> {
  const email = `secret${n}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
  const { id } = await createMember(t.ctx, { email, lastname: `VOTANT${n}`, roles: ['ROLE_AG_VOTE'] });
  return { userId: id, email, firstname: 'Jeanne', lastname: `VOTANT${n}`, roles: ['ROLE_AG_VOTE'] };
}

/** Spearman's rank correlation of two orders of the same items. */
function spearman(a: number[], b: number[]): number {
  const n = a.length;
  const d2 = a.reduce((sum, x, i) => sum + (x - b[i]) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

beforeAll(async () => {
  t = await createTestContext();
  await seedBallots(t.ctx.db);
  allPour = Object.fromEntries(resolutionsOf((await getBallot(t.ctx, 'vote2024')).content).map((r) => [r.key, 'Pour']));
});
afterAll(() => t.close());

describe('a ballot of 33 voters read by someone holding the database', () => {
  const voters: Voter[] = [];
  const codes: string[] = [];
  const choices = ['Pour', 'Contre', 'Abstention'];

  beforeAll(async () => {
    await open('vote2024');
    for (let i = 0; i < 33; i++) {
      const voter = await newVoter(i);
      const { code } = await castVote(t.ctx, {
        scrutin: 'vote2024',
        voter,
        answers: { ...allPour, mtAg3: choices[i % 3], tajAg1: i < 11 ? 'Contre' : 'Pour' },
      });
      voters.push(voter);
      codes.push(code);
    }
  });

  it('while open: the box holds whole batches of at least ten, the pool the rest, sealed', async () => {
    const batches = await rows<{ n: number }>(
      `select count(*)::int as n from ballot_paper where ballot_slug = 'vote2024' group by xmin::text`,
    );
    expect(batches.map((b) => Number(b.n)).sort()).toEqual([10, 10, 10]);
    expect(MIX_BATCH).toBeGreaterThanOrEqual(10);
    const pool = await rows<{ sealed: string }>(`select sealed from ballot_pool where ballot_slug = 'vote2024'`);
    expect(pool).toHaveLength(3);
    for (const { sealed } of pool) {
      const bytes = Buffer.from(sealed, 'base64').toString('latin1');
      expect(bytes).not.toMatch(/Pour|Contre|Abstention|mtAg/);
    }
    // The last three wait in the pool; their voters are told so.
    const last = await checkReceipt(t.ctx, { scrutin: 'vote2024', voter: voters[32], code: codes[32] });
    expect(last.state).toBe('reserve');
    const first = await checkReceipt(t.ctx, { scrutin: 'vote2024', voter: voters[0], code: codes[0].toLowerCase() });
    expect(first.state).toBe('urne');
    // The report while open counts the box only: counts that moved at each vote would tell each vote.
    const report = await ballotReport(t.ctx, { scrutin: 'vote2024', reader: admin });
    expect([report.voters, report.papers]).toEqual([33, 30]);
  });

  it('after the close: no join on xmin, no order in ctid, no receipt code anywhere, every paper counted', async () => {
    await close('vote2024');
    // Several readers at once after the close: the box is written anew once, nothing lost or doubled.
    await Promise.all(Array.from({ length: 4 }, () => ballotReport(t.ctx, { scrutin: 'vote2024', reader: admin })));
    const report = await ballotReport(t.ctx, { scrutin: 'vote2024', reader: admin });
    expect([report.voters, report.papers, report.codeHashes.length]).toEqual([33, 33, 33]);
    expect(report.resolutions.find((r) => r.key === 'mtAg3')).toMatchObject({ Pour: 11, Contre: 11, Abstention: 11 });
    expect(report.resolutions.find((r) => r.key === 'tajAg1')).toMatchObject({ Pour: 22, Contre: 11 });

    // The red team's join: a participation and a paper written by one transaction share xmin.
    const linked = await rows(
      `select u.email, b.answers from ballot_participation p join ballot_paper b on b.xmin = p.xmin
       join app_user u on u.id = p.user_id`,
    );
    expect(linked).toEqual([]);
    expect(await rows(`select 1 from ballot_pool`)).toEqual([]);
    // All the papers were written by one transaction, in one random order.
    expect(await rows(`select distinct xmin::text from ballot_paper where ballot_slug = 'vote2024'`)).toHaveLength(1);

    // The physical order against the order of the votes, with what only the test knows (each voter's code).
    const physical = (
      await rows<{ code_hash: string }>(
        `select code_hash from ballot_paper where ballot_slug = 'vote2024' order by ctid`,
      )
    ).map((r) => r.code_hash);
    const positions = codes.map((code) => physical.indexOf(codeHash(code)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    // Under chance, |rho| > 0.65 for 33 items has a probability of about 1 in 2,000; in order, rho is 1.
    const rho = spearman(
      positions,
      codes.map((_, i) => i),
    );
    expect(Math.abs(rho)).toBeLessThan(0.65);

    // The receipt mails: jobs carrying the participation only; the outbox keeps each mail without its code.
    expect(await t.runJobs()).toBeGreaterThanOrEqual(33);
    const jobs = await rows<{ data: Record<string, unknown> }>(
      `select data from pgboss.job where name = 'ballot-receipt-mail'`,
    );
    expect(jobs).toHaveLength(33);
    for (const job of jobs) expect(Object.keys(job.data)).toEqual(['participationId']);
    const [mail] = await readOutbox(t.ctx.db, voters[5].email);
    expect(mail.text).toContain('Votre code de reçu : ••••••••');

    // No receipt code in any table of the database (jobs and outbox included), with or without its dashes.
    const tables = await rows<{ table_schema: string; table_name: string }>(
      `select table_schema, table_name from information_schema.tables
       where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    const pattern = codes.flatMap((c) => [c, c.replaceAll('-', '')]).join('|');
    const found: string[] = [];
    for (const { table_schema, table_name } of tables) {
      const [{ n }] = await rows<{ n: number }>(
        `select count(*)::int as n from "${table_schema}"."${table_name}" x where x::text ~ '${pattern}'`,
      );
      if (Number(n) > 0) found.push(`${table_schema}.${table_name}`);
    }
    expect(found).toEqual([]);

    // Each voter still finds their paper with their code.
    for (const [i, code] of codes.entries()) {
      expect((await checkReceipt(t.ctx, { scrutin: 'vote2024', voter: voters[i], code })).state).toBe('urne');
    }
  });
});

describe('the receipt mail', () => {
  it('is a job of the vote’s transaction: a crash after the commit still mails the code, and a retry is refused', async () => {
    await open('vote2024');
    const voter = await newVoter(100);
    const { code } = await castVote(t.ctx, { scrutin: 'vote2024', voter, answers: allPour });
    // The process stops here: nothing mailed yet, the job is stored with the vote.
    expect(await readOutbox(t.ctx.db, voter.email)).toEqual([]);
    const [participation] = await rows<{ id: string }>(
      `select id::text from ballot_participation where user_id = ${voter.userId}`,
    );
    const jobs = await rows<{ data: unknown }>(
      `select data from pgboss.job where name = 'ballot-receipt-mail' and state = 'created'`,
    );
    expect(jobs).toEqual([{ data: { participationId: participation.id } }]);
    await expect(castVote(t.ctx, { scrutin: 'vote2024', voter, answers: allPour })).rejects.toThrow(
      'Vous avez déjà voté ! Vous ne pouvez pas voter une seconde fois',
    );
    // The worker, restarted, sends it: the code derived again from the participation is the one shown.
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, voter.email);
    expect(mail.subject).toContain('Votre vote par correspondance');
    expect(mail.text).not.toContain(code);
    const sent: string[] = [];
    const mailer = t.ctx.mail;
    t.ctx.mail = { send: async (m) => void sent.push(m.text) };
    try {
      await sendBallotReceipt(t.ctx, { participationId: participation.id });
    } finally {
      t.ctx.mail = mailer;
    }
    expect(sent[0]).toContain(`Votre code de reçu : ${code}`);
  });
});

describe('a closed ballot after a voter’s erasure', () => {
  it('keeps its voters, electorate and papers', async () => {
    await open('vote');
    const answers = Object.fromEntries(
      resolutionsOf((await getBallot(t.ctx, 'vote')).content).map((r) => [r.key, 'Pour']),
    );
    const voters = [];
    for (let i = 0; i < 5; i++) {
      const voter = await newVoter(200 + i);
      await castVote(t.ctx, { scrutin: 'vote', voter, answers });
      voters.push(voter);
    }
    await close('vote');
    const before = await ballotReport(t.ctx, { scrutin: 'vote', reader: admin });
    expect([before.voters, before.papers]).toEqual([5, 5]);
    await deleteOwnAccount(t.ctx, voters[2].userId);
    const after = await ballotReport(t.ctx, { scrutin: 'vote', reader: admin });
    expect([after.voters, after.papers, after.electorate]).toEqual([5, 5, before.electorate]);
    expect(after.resolutions[0]).toMatchObject({ Pour: 5, absent: before.resolutions[0].absent });
    expect(after.participation.filter((p) => p.lastname === null)).toHaveLength(1);
    expect(after.participation.map((p) => p.lastname)).not.toContain('VOTANT202');
  });

  it('answers the API’s check of a receipt code, a malformed code with a French message', async () => {
    const api = createApi(t.ctx);
    const member = await createMember(t.ctx, { roles: ['ROLE_AG_VOTE'] });
    const { token } = await apiSignIn(api, member.email);
    const bad = await call(api, 'POST', '/votes/recu?scrutin=vote', { token, body: { code: 'ABC' } });
    expect([bad.status, JSON.stringify(bad.body)]).toEqual([400, expect.stringMatching(/Code de reçu invalide/)]);
    const unknown = await call(api, 'POST', '/votes/recu?scrutin=vote', { token, body: { code: 'AAAA-BBBB-CCCC' } });
    expect(unknown).toMatchObject({ status: 200, body: { scrutin: 'vote', state: 'inconnu' } });
  });
});

describe('the demo seed', () => {
  it('writes its papers apart from its participations', async () => {
    await votesSeeder.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: true });
    const [{ n }] = await rows<{ n: number }>(
      `select count(*)::int as n from ballot_participation p join ballot_paper b on b.xmin = p.xmin`,
    );
    expect(Number(n)).toBe(0);
    const report = await ballotReport(t.ctx, { scrutin: 'vote2024', reader: admin });
    expect(report.participation.filter((p) => p.lastname === 'AUBERT')).toHaveLength(1);
  });
});

import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { hasRole } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { Forbidden } from '../errors.ts';
import { findBallot } from './ballots.ts';
import { settleClosedBallot } from './mixing.ts';
import { ballotState, voteMessages, voteValues, type BallotState } from './schemas.ts';
import { ROLE_AG_VOTE, ROLE_AG_VOTE_ADMIN } from './vote.ts';
import { formatParis } from '../../platform/dates.ts';
import { newWorkbook } from '../../platform/workbook.ts';

const { ballotParticipations, ballotPapers, users, userRoles } = schema;

const REPORT_FILE_NAME = 'Rapport AG.xlsx';

/** Who asks for the report. */
export interface ReportReader {
  roles: readonly string[];
}

function requireVoteAdmin(reader: ReportReader): void {
  if (!hasRole(reader.roles, [ROLE_AG_VOTE_ADMIN])) throw new Forbidden(voteMessages.notVoteAdmin);
}

export interface ResolutionCount {
  key: string;
  part: string;
  text: string;
  Pour: number;
  Contre: number;
  Abstention: number;
  absent: number;
}

export interface BallotReport {
  slug: string;
  title: string;
  opensAt: Date;
  closesAt: Date;
  state: BallotState;
  /**
   * Members holding the voting role, and those who voted (a voter who lost the role, or whose account was erased,
   * since still counts).
   */
  electorate: number;
  voters: number;
  /**
   * The papers in the box. While the ballot is open, the last papers (fewer than MIX_BATCH) wait in the mixing pool
   * and are counted from the close on (decision 0085): counts that moved at each vote would tell each vote.
   */
  papers: number;
  resolutions: ResolutionCount[];
  /** Who voted and when, by name (an erased member without one): never what they voted. */
  participation: { lastname: string | null; firstname: string | null; votedAt: Date }[];
  /** The SHA-256 of the receipt codes of the papers counted, in hash order (not in the order they came). */
  codeHashes: string[];
}

async function turnout(ctx: Ctx, slug: string) {
  const count = sql<number>`count(*)::int`;
  const [{ electorate }] = await ctx.db.select({ electorate: count }).from(sql`(
      select ${userRoles.userId} as id from ${userRoles} where ${userRoles.role} = ${ROLE_AG_VOTE}
      union
      select ${ballotParticipations.userId} from ${ballotParticipations}
      where ${ballotParticipations.ballotSlug} = ${slug} and ${ballotParticipations.userId} is not null
    ) as electorate`);
  const [{ erased }] = await ctx.db
    .select({ erased: count })
    .from(ballotParticipations)
    .where(and(eq(ballotParticipations.ballotSlug, slug), isNull(ballotParticipations.userId)));
  const [{ voters }] = await ctx.db
    .select({ voters: count })
    .from(ballotParticipations)
    .where(eq(ballotParticipations.ballotSlug, slug));
  return { electorate: Number(electorate) + Number(erased), voters: Number(voters) };
}

/** The figures of a ballot's report: counts per resolution, participation, receipt codes, dates. */
export async function ballotReport(ctx: Ctx, input: { scrutin?: string; reader: ReportReader }): Promise<BallotReport> {
  requireVoteAdmin(input.reader);
  const ballot = await findBallot(ctx, input.scrutin);
  await settleClosedBallot(ctx, ballot);
  const { electorate, voters } = await turnout(ctx, ballot.slug);
  const key = sql<string>`a.key`;
  const value = sql<string>`a.value`;
  const counted = await ctx.db
    .select({ key, value, n: sql<number>`count(*)::int` })
    .from(sql`${ballotPapers}, jsonb_each_text(${ballotPapers.answers}) as a(key, value)`)
    .where(eq(ballotPapers.ballotSlug, ballot.slug))
    .groupBy(key, value);
  const byKey = new Map<string, Record<string, number>>();
  for (const row of counted) {
    const counts = byKey.get(row.key) ?? {};
    counts[row.value] = Number(row.n);
    byKey.set(row.key, counts);
  }
  const resolutions: ResolutionCount[] = ballot.content.parts.flatMap((part) =>
    part.resolutions.map((r) => {
      const counts = byKey.get(r.key) ?? {};
      return {
        key: r.key,
        part: part.title,
        text: r.candidate ? `${r.candidate.name} (${r.candidate.profession})` : r.text,
        Pour: counts.Pour ?? 0,
        Contre: counts.Contre ?? 0,
        Abstention: counts.Abstention ?? 0,
        absent: electorate - voters,
      };
    }),
  );
  const participation = await ctx.db
    .select({ lastname: users.lastname, firstname: users.firstname, votedAt: ballotParticipations.votedAt })
    .from(ballotParticipations)
    .leftJoin(users, eq(users.id, ballotParticipations.userId))
    .where(eq(ballotParticipations.ballotSlug, ballot.slug))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id), asc(ballotParticipations.votedAt));
  const codeHashes = (
    await ctx.db
      .select({ codeHash: ballotPapers.codeHash })
      .from(ballotPapers)
      .where(eq(ballotPapers.ballotSlug, ballot.slug))
      .orderBy(asc(ballotPapers.codeHash))
  ).map((r) => r.codeHash);
  return {
    slug: ballot.slug,
    title: ballot.title,
    opensAt: ballot.opensAt,
    closesAt: ballot.closesAt,
    state: ballotState(ballot, ctx.clock.now()),
    electorate,
    voters,
    papers: codeHashes.length,
    resolutions,
    participation,
    codeHashes,
  };
}

const parisDateTime = (d: Date) => formatParis(d, 'fr', { date: 'long', time: 'medium' });

/** An erased member's line in the participation sheet: the time stays, the name is gone. */
const ERASED_MEMBER = '(compte supprimé)';

/** The workbook 'Rapport AG.xlsx': Résultats, Participation, Codes de reçu (the codes' SHA-256). */
async function reportWorkbook(report: BallotReport): Promise<Uint8Array> {
  const book = await newWorkbook();
  book.creator = 'Rapport votes AG';
  const results = book.addWorksheet('Résultats');
  results.columns = [
    { header: 'Association', key: 'part', width: 34 },
    { header: 'Résolution', key: 'key', width: 26 },
    { header: 'Texte', key: 'text', width: 70 },
    ...voteValues.map((v) => ({ header: v, key: v, width: 12 })),
    { header: 'Absents', key: 'absent', width: 12 },
  ];
  results.getRow(1).font = { bold: true };
  for (const r of report.resolutions) {
    results.addRow({ ...r, text: r.text.length > 500 ? `${r.text.slice(0, 499)}…` : r.text });
  }
  results.addRow([]);
  for (const [label, value] of [
    ['Scrutin', report.title],
    ['Ouverture', parisDateTime(report.opensAt)],
    ['Clôture', parisDateTime(report.closesAt)],
    ['Inscrits (rôle de vote)', report.electorate],
    ['Votants', report.voters],
    ['Absents', report.electorate - report.voters],
    ['Bulletins dans l’urne', report.papers],
    ...(report.state === 'open' ? ([['Bulletins en attente de mélange', report.voters - report.papers]] as const) : []),
  ] as const) {
    results.addRow([label, value]);
  }
  const participation = book.addWorksheet('Participation');
  participation.columns = [
    { header: 'Nom', key: 'lastname', width: 28 },
    { header: 'Prénom', key: 'firstname', width: 24 },
    { header: 'Date et heure (Paris)', key: 'votedAt', width: 32 },
  ];
  participation.getRow(1).font = { bold: true };
  for (const p of report.participation)
    participation.addRow({
      lastname: p.lastname ?? ERASED_MEMBER,
      firstname: p.firstname ?? '',
      votedAt: parisDateTime(p.votedAt),
    });
  const codes = book.addWorksheet('Codes de reçu');
  codes.columns = [{ header: 'Empreinte SHA-256 du code de reçu des bulletins comptés', key: 'hash', width: 70 }];
  codes.getRow(1).font = { bold: true };
  for (const hash of report.codeHashes) codes.addRow({ hash });
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** downloadRapport: the report of a ballot as the workbook, for the vote administrators. */
export async function downloadReport(
  ctx: Ctx,
  input: { scrutin?: string; reader: ReportReader },
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const report = await ballotReport(ctx, input);
  return { fileName: REPORT_FILE_NAME, bytes: await reportWorkbook(report) };
}

export interface BallotTurnout {
  slug: string;
  title: string;
  state: BallotState;
  opensAt: string;
  closesAt: string;
  electorate: number;
  voters: number;
}

/**
 * The report page: every ballot with its turnout (live while open), newest first, and the one whose report downloads
 * on load (the ballot open now, else the one closed last).
 */
export async function reportOverview(
  ctx: Ctx,
  input: { reader: ReportReader },
): Promise<{ current: string | null; ballots: BallotTurnout[] }> {
  requireVoteAdmin(input.reader);
  const rows = await ctx.db.select().from(schema.ballots).orderBy(desc(schema.ballots.opensAt));
  const ballots: BallotTurnout[] = [];
  for (const ballot of rows) {
    await settleClosedBallot(ctx, ballot);
    ballots.push({
      slug: ballot.slug,
      title: ballot.title,
      state: ballotState(ballot, ctx.clock.now()),
      opensAt: ballot.opensAt.toISOString(),
      closesAt: ballot.closesAt.toISOString(),
      ...(await turnout(ctx, ballot.slug)),
    });
  }
  const current = rows.length ? ((await findBallot(ctx, undefined).catch(() => null))?.slug ?? null) : null;
  return { current, ballots };
}

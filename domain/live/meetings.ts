import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type DbOrTx } from '../../db/client.ts';
import { hasRole } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { parseInput } from '../validation.ts';
import { privateLinks } from './key-values.ts';
import { liveSetSchema, type LiveSetInput } from './schemas.ts';

const { liveMeetings } = schema;

/**
 * The two live meetings (spec part 2 §2 "Live meetings"): the Saturday meeting of /reunions-direct and the Sunday
 * pastoral of /pastorale, each for the holders of its role (decision 0045).
 */
export const meetings = {
  reunion: { role: 'ROLE_REU_DIRECT', path: '/reunions-direct' },
  pastorale: { role: 'ROLE_PASTORALE', path: '/pastorale' },
} as const;
export type Meeting = keyof typeof meetings;
const meetingNames = Object.keys(meetings) as Meeting[];

/** Live meeting (spec part 2 §3): the five fields of GET /public/reuDirect. */
export interface LiveMeeting {
  annonceReuDirect: string;
  /** The recording of the last meeting (YouTube), shown in a modal. */
  lastRetransmissionReunionUrl: string | null;
  /** The audio stream, the fallback of the video. */
  reuDirectUrl: string | null;
  reuDirectYoutubeUrl: string | null;
  /** The live video is shown only while true. */
  reuDirectYoutubeDiffusion: boolean;
}

export const meetingQuerySchema = z.object({
  reunion: z.enum(meetingNames, { error: 'Réunion inconnue (reunion ou pastorale)' }).default('reunion'),
});

/**
 * The live meeting's fields. The announcement (and whether the video is on) goes to anyone; the video, audio and
 * recording links only to a caller holding the meeting's role (ROLE_ADMIN passes): others get null.
 */
export async function getLiveMeeting(ctx: Ctx, input: unknown, roles: readonly string[]): Promise<LiveMeeting> {
  const { reunion } = parseInput(meetingQuerySchema, input);
  const [row] = await ctx.db.select().from(liveMeetings).where(eq(liveMeetings.reunion, reunion));
  const holder = hasRole(roles, [meetings[reunion].role]);
  // A link to a stored file of the site goes to its private address (decision 0088).
  const link = (value: string | null | undefined) =>
    holder && value ? privateLinks(value, ctx.config.PUBLIC_URL) : null;
  return {
    annonceReuDirect: row?.annonceReuDirect ?? '',
    lastRetransmissionReunionUrl: link(row?.lastRetransmissionReunionUrl),
    reuDirectUrl: link(row?.reuDirectUrl),
    reuDirectYoutubeUrl: link(row?.reuDirectYoutubeUrl),
    reuDirectYoutubeDiffusion: row?.reuDirectYoutubeDiffusion ?? false,
  };
}

/** Changes the live fields of a meeting; answers them as a holder of its role sees them. */
export async function setLiveMeeting(ctx: Ctx, input: LiveSetInput): Promise<LiveMeeting> {
  return (await writeLiveMeeting(ctx, ctx.db, input)).after;
}

function fields(row: typeof liveMeetings.$inferSelect | undefined): LiveMeeting {
  return {
    annonceReuDirect: row?.annonceReuDirect ?? '',
    lastRetransmissionReunionUrl: row?.lastRetransmissionReunionUrl ?? null,
    reuDirectUrl: row?.reuDirectUrl ?? null,
    reuDirectYoutubeUrl: row?.reuDirectYoutubeUrl ?? null,
    reuDirectYoutubeDiffusion: row?.reuDirectYoutubeDiffusion ?? false,
  };
}

/** Every field of both meetings, as a holder of each role sees them (the back office). */
export async function liveMeetingsForStaff(ctx: Ctx): Promise<Record<Meeting, LiveMeeting>> {
  const rows = await ctx.db.select().from(liveMeetings);
  return {
    reunion: fields(rows.find((r) => r.reunion === 'reunion')),
    pastorale: fields(rows.find((r) => r.reunion === 'pastorale')),
  };
}

/**
 * Changes the live fields of a meeting within the caller's transaction (the back office records it in the same
 * one), as `live:set` does: a field left out stays as it is. Answers the meeting's fields before and after.
 */
export async function writeLiveMeeting(
  ctx: Ctx,
  tx: DbOrTx,
  input: unknown,
): Promise<{ reunion: Meeting; before: LiveMeeting; after: LiveMeeting }> {
  const s = parseInput(liveSetSchema, input);
  const [previous] = await tx.select().from(liveMeetings).where(eq(liveMeetings.reunion, s.reunion)).for('update');
  const changes = {
    ...(s.annonce !== undefined ? { annonceReuDirect: s.annonce } : {}),
    ...(s.youtube !== undefined ? { reuDirectYoutubeUrl: s.youtube } : {}),
    ...(s.diffusion !== undefined ? { reuDirectYoutubeDiffusion: s.diffusion } : {}),
    ...(s.audio !== undefined ? { reuDirectUrl: s.audio } : {}),
    ...(s.derniere !== undefined ? { lastRetransmissionReunionUrl: s.derniere } : {}),
    updatedAt: ctx.clock.now(),
  };
  const [row] = await tx
    .insert(liveMeetings)
    .values({ reunion: s.reunion, ...changes })
    .onConflictDoUpdate({ target: liveMeetings.reunion, set: changes })
    .returning();
  return { reunion: s.reunion, before: fields(previous), after: fields(row) };
}

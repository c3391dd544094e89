import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '../../db/client.ts';
import { hasRole } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { parseInput } from '../validation.ts';
import { text } from '../text.ts';
import { youtubeId } from './youtube.ts';

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
export const meetingNames = Object.keys(meetings) as Meeting[];

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
  const link = (value: string | null | undefined) => (holder ? (value ?? null) : null);
  return {
    annonceReuDirect: row?.annonceReuDirect ?? '',
    lastRetransmissionReunionUrl: link(row?.lastRetransmissionReunionUrl),
    reuDirectUrl: link(row?.reuDirectUrl),
    reuDirectYoutubeUrl: link(row?.reuDirectYoutubeUrl),
    reuDirectYoutubeDiffusion: row?.reuDirectYoutubeDiffusion ?? false,
  };
}

const link = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\//.test(v), message)
    .refine((v) => v === '' || URL.canParse(v), message)
    .transform((v) => v || null)
    .optional();
const youtubeLink = link('Adresse YouTube invalide').refine(
  (v) => v == null || youtubeId(v) !== null,
  'Adresse YouTube invalide',
);

/** What staff change with `live:set`; a field left out stays as it is, an empty address clears it. */
export const liveSetSchema = z.object({
  reunion: z.enum(meetingNames, { error: 'Réunion inconnue (reunion ou pastorale)' }).default('reunion'),
  annonce: text({ multiline: true }).trim().max(2000, 'Annonce trop longue (2000 caractères au plus)').optional(),
  youtube: youtubeLink,
  diffusion: z.boolean().optional(),
  audio: link('Adresse audio invalide'),
  derniere: youtubeLink,
});
export type LiveSetInput = z.input<typeof liveSetSchema>;

/** Changes the live fields of a meeting; answers them as a holder of its role sees them. */
export async function setLiveMeeting(ctx: Ctx, input: LiveSetInput): Promise<LiveMeeting> {
  const s = parseInput(liveSetSchema, input);
  const changes = {
    ...(s.annonce !== undefined ? { annonceReuDirect: s.annonce } : {}),
    ...(s.youtube !== undefined ? { reuDirectYoutubeUrl: s.youtube } : {}),
    ...(s.diffusion !== undefined ? { reuDirectYoutubeDiffusion: s.diffusion } : {}),
    ...(s.audio !== undefined ? { reuDirectUrl: s.audio } : {}),
    ...(s.derniere !== undefined ? { lastRetransmissionReunionUrl: s.derniere } : {}),
    updatedAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(liveMeetings)
    .values({ reunion: s.reunion, ...changes })
    .onConflictDoUpdate({ target: liveMeetings.reunion, set: changes });
  return getLiveMeeting(ctx, { reunion: s.reunion }, [meetings[s.reunion].role]);
}

import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { isCalendarDate } from '../fields.ts';
import { NotFound } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { getMediaWithAudios, type ListedMedia } from './lists.ts';
import { localDate } from './readings-text.ts';
import { fileUrl } from './urls.ts';

const { dailyReadings, fichiers, livreBibles } = schema;

/** The three reading plans, by the name of their call (spec part 2 §7). */
export const readingPlans = ['bibleEnUnAn', 'parleTonServiteurEcoute', 'sagesseProverbes'] as const;
export type ReadingPlan = (typeof readingPlans)[number];

export const readingQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ')
    .refine(isCalendarDate, "Cette date n'existe pas")
    .optional(),
});

/** Daily reading (spec part 2 §3): titre and lien are null on a day without reading. */
export interface DailyReading {
  date: string;
  titre: string | null;
  lien: string | null;
}

/** The reading of a plan for a day (today in Paris by default). A plan repeats every year (rows keyed MM-DD). */
export async function dailyReading(ctx: Ctx, plan: ReadingPlan, input: unknown = {}): Promise<DailyReading> {
  const { date = localDate(ctx.clock.now()) } = parseInput(readingQuerySchema, input);
  const [row] = await ctx.db
    .select({ titre: dailyReadings.titre, id: fichiers.id, nom: fichiers.nom, extension: fichiers.extension })
    .from(dailyReadings)
    .leftJoin(fichiers, eq(fichiers.id, dailyReadings.fichierId))
    .where(and(eq(dailyReadings.plan, plan), eq(dailyReadings.jour, date.slice(5))));
  if (!row) return { date, titre: null, lien: null };
  return {
    date,
    titre: row.titre,
    lien: row.id != null ? fileUrl({ id: row.id, nom: row.nom!, extension: row.extension! }) : null,
  };
}

export interface BibleBook {
  id: number;
  numLivre: number;
  nom: string;
  testament: 'AT' | 'NT';
  /** Without the hash, as it appears in the reading address. */
  couleur: string;
  idMediaLivre: number | null;
}

/** The 66 books in canonical order, split Old / New Testament. */
export async function listBibleBooks(ctx: Ctx): Promise<{ ancien: BibleBook[]; nouveau: BibleBook[] }> {
  const rows = await ctx.db
    .select({
      id: livreBibles.id,
      numLivre: livreBibles.numLivre,
      nom: livreBibles.nom1,
      testament: livreBibles.testament,
      couleur: livreBibles.couleur,
      idMediaLivre: livreBibles.idMediaLivre,
    })
    .from(livreBibles)
    .orderBy(asc(livreBibles.numLivre));
  const books = rows.map((r) => ({ ...r, couleur: r.couleur.replace(/^#/, '') }));
  return { ancien: books.filter((b) => b.testament === 'AT'), nouveau: books.filter((b) => b.testament === 'NT') };
}

/** A reading media (a Bible book of the podcast, a promoted reading) with its chapter tracks; NotFound without any. */
export async function getReading(ctx: Ctx, mediaId: number): Promise<ListedMedia> {
  const reading = await getMediaWithAudios(ctx, mediaId);
  if (reading.audios.length === 0) throw new NotFound('Lecture introuvable');
  return reading;
}

/** The promoted reading pages (spec part 2 §2) and the reading media each one plays. */
export const promotedReadings = {
  'lecture-revue-n-24': 2401,
  'lecture-revue-n-23': 2402,
  'lecture-revue-n-20': 2403,
  'lecture-au-milieu-de-tant-d-epreuves': 2404,
  'lecture-mes-yeux-le-verront-et-non-ceux-d-un-autre': 2405,
  'lecture-nehemie': 2406,
} as const;
export type PromotedReading = keyof typeof promotedReadings;

import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { getPublicFile } from './files.ts';
import { audioFileTypes } from './kinds.ts';

const { listeningPositions, fichiers } = schema;

/** A day is longer than any demo or sermon file; anything past it is a typing error, not a position. */
const maxSeconds = 24 * 3600;

export const positionSchema = z.object({
  position: z
    .number({ error: 'La position doit être un nombre de secondes' })
    .min(0, 'La position ne peut pas être négative')
    .max(maxSeconds, 'La position ne peut pas dépasser 24 heures'),
});

export const positionsQuerySchema = z.object({
  fichiers: z
    .string({ error: 'Indiquez les fichiers (identifiants séparés par des virgules)' })
    .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, 'Indiquez au plus 500 identifiants de fichiers séparés par des virgules')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

export interface ListeningPosition {
  fichierId: number;
  position: number;
  updatedAt: string;
}

/** Saves where the member stopped in a public audio file (the last write wins). */
export async function savePosition(
  ctx: Ctx,
  userId: number,
  fichierId: number,
  input: unknown,
): Promise<ListeningPosition> {
  const { position } = parseInput(positionSchema, input);
  await getPublicFile(ctx, fichierId);
  const [audio] = await ctx.db
    .select({ id: fichiers.id })
    .from(fichiers)
    .where(and(eq(fichiers.id, fichierId), inArray(fichiers.fichierTypeId, [...audioFileTypes])));
  if (!audio) throw new NotFound('Fichier audio introuvable');
  const values = { positionSeconds: Math.floor(position), updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(listeningPositions)
    .values({ userId, fichierId, ...values })
    .onConflictDoUpdate({ target: [listeningPositions.userId, listeningPositions.fichierId], set: values });
  return { fichierId, position: values.positionSeconds, updatedAt: values.updatedAt.toISOString() };
}

/** The member's positions in some files, the most recent first. */
export async function listPositions(ctx: Ctx, userId: number, input: unknown): Promise<ListeningPosition[]> {
  const { fichiers: ids } = parseInput(positionsQuerySchema, input);
  return positionsIn(ctx, userId, ids);
}

async function positionsIn(ctx: Ctx, userId: number, fichierIds: number[]): Promise<ListeningPosition[]> {
  if (fichierIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      fichierId: listeningPositions.fichierId,
      position: listeningPositions.positionSeconds,
      updatedAt: listeningPositions.updatedAt,
    })
    .from(listeningPositions)
    .where(and(eq(listeningPositions.userId, userId), inArray(listeningPositions.fichierId, fichierIds)))
    .orderBy(desc(listeningPositions.updatedAt));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/** Where a player of these files resumes: the file last listened to, at its saved second; null when nothing was saved. */
export async function resumePoint(
  ctx: Ctx,
  userId: number | null | undefined,
  fichierIds: number[],
): Promise<{ fichierId: number; seconds: number } | null> {
  if (userId == null) return null;
  const [last] = await positionsIn(ctx, userId, fichierIds);
  return last ? { fichierId: last.fichierId, seconds: last.position } : null;
}

import type { Ctx } from '../context.ts';
import { getDraftFile, getDraftMediaFull, type MediaFull } from '../media/index.ts';
import { assertStaff, type Staff } from './access.ts';

/**
 * What the staff see of the library before it is published (decision 0107): a stored file whatever its links (a
 * draft's cover just uploaded), and an unpublished media as its page will show it. 401/403 for anyone else, NotFound
 * for an unknown id; the caller answers these `private, no-store`.
 */
export function draftFileForStaff(ctx: Ctx, actor: Staff | null, id: number, variant?: 'vignette') {
  assertStaff(actor);
  return getDraftFile(ctx, id, variant);
}

/** An unpublished media for the staff's preview; NotFound when unknown or published (the public page shows it). */
export function draftMediaForStaff(ctx: Ctx, actor: Staff | null, id: number): Promise<MediaFull> {
  assertStaff(actor);
  return getDraftMediaFull(ctx, id);
}

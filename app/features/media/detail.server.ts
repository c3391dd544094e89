import type { TFunction } from '../../i18n/translator.ts';
import { data, redirect } from 'react-router';
import type { Ctx } from '../../../domain/context.ts';
import { NotFound } from '../../../domain/errors.ts';
import { draftMediaForStaff } from '../../../domain/admin/index.ts';
import { bookMediaTypes, getMediaFull, mediaPath, slugify, type MediaFull } from '../../../domain/media/index.ts';
import { sanitizeHtml } from '../../../platform/html.ts';
import type { PageHead } from '../../page.ts';
import { staffOrNull } from '../../session.server.ts';
import { mediaJsonLd } from './jsonld.ts';
import { excerpt, frenchSpacing, plainText } from './typography.ts';

/** An address id: digits only, else the 404 page. */
export function parseMediaId(raw: string | undefined): number {
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

/**
 * A public media; for the staff (ROLE_ADMIN read fresh), an unpublished one too, marked `draft` (decision 0107);
 * else the 404 page. A draft's page is the staff's alone: its answer carries `draftHeaders`.
 */
export async function loadMediaFull(
  ctx: Ctx,
  id: number,
  request: Request,
): Promise<{ full: MediaFull; draft: boolean }> {
  try {
    return { full: await getMediaFull(ctx, id), draft: false };
  } catch (err) {
    if (!(err instanceof NotFound)) throw err;
  }
  const staff = await staffOrNull(request, ctx);
  if (!staff) throw data(null, { status: 404 });
  try {
    return { full: await draftMediaForStaff(ctx, staff, id), draft: true };
  } catch (err) {
    if (err instanceof NotFound) throw data(null, { status: 404 });
    throw err;
  }
}

/** The answer of a draft's page: kept by no cache, shared with no one (platform/shared-cache.ts keeps the choice). */
export const draftHeaders = { 'Cache-Control': 'private, no-store' };

/** A colour of the variant route: six hex digits, without "#". */
function parseColour(raw: string | undefined): string | null {
  return raw && /^[0-9a-f]{6}$/i.test(raw) ? raw.toLowerCase() : null;
}

/** The files page of a media (route of app/routes.ts). */
export function mediaFilesPath(m: { id: number; titre: string }): string {
  return mediaPath(m).replace(/^\/media\//, '/fichiers-a-telecharger/');
}

/**
 * The address must carry the media's hyphenated title (and a valid colour when one is given):
 * anything else is answered with a permanent redirect to the right address.
 */
export function assertCanonical(
  params: { title?: string; couleur?: string },
  m: { id: number; titre: string },
  base: (m: { id: number; titre: string }) => string = mediaPath,
): string | null {
  const colour = parseColour(params.couleur);
  const expected = slugify(m.titre);
  if ((params.title ?? '') !== expected || (params.couleur !== undefined && !colour)) {
    throw redirect(`${base(m)}${colour ? `/${colour}` : ''}`, 301);
  }
  return colour;
}

/** Stored HTML is cleaned again before it is shown, and gets the French spacing of punctuation. */
export function cleanFull(full: MediaFull): MediaFull {
  const clean = (html: string | null) => (html ? frenchSpacing(sanitizeHtml(html)) : html);
  return {
    ...full,
    media: { ...full.media, contenu: clean(full.media.contenu) },
    notes: full.notes.map((n) => ({ ...n, contenu: clean(n.contenu) ?? '' })),
  };
}

/** Kinds of media with a banner of their own (scripts/draw-media-banners.ts draws them). */
const drawnKinds = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17]);

/** A media page's banner: the books' one, else its kind's, else the media library's. */
function bannerOf(mediaTypeId: number): string {
  if (bookMediaTypes.includes(mediaTypeId)) return '/images/media/livres.svg';
  return drawnKinds.has(mediaTypeId) ? `/images/media/type-${mediaTypeId}.svg` : '/images/media/mediatheque.svg';
}

export function mediaPageHead(t: TFunction, full: MediaFull, canonical: string): PageHead {
  const m = full.media;
  const type = t(`media:detail.types.${m.mediaType.id}`, { defaultValue: m.mediaType.nom });
  const text = plainText(m.contenu);
  return {
    title: m.titre,
    descriptionMeta: text ? excerpt(text, 155) : t('media:detail.descriptionMeta', { type, title: m.titre }),
    h1: m.titre,
    h1Lang: 'fr',
    h2: m.sousTitre ?? type,
    h2Lang: m.sousTitre ? 'fr' : undefined,
    template: 2,
    image: bannerOf(m.mediaType.id),
    canonical,
  };
}

export function jsonLdFor(full: MediaFull, origin: string, path: string) {
  return mediaJsonLd(full, origin, new URL(path, origin).toString());
}

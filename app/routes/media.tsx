import { data } from 'react-router';
import { downloadableFileTypes, mediaPath } from '../../domain/media/browser.ts';
import {
  assertCanonical,
  cleanFull,
  draftHeaders,
  jsonLdFor,
  loadMediaFull,
  mediaFilesPath,
  mediaPageHead,
  parseMediaId,
} from '../features/media/detail.server.ts';
import { JsonLd } from '../components/JsonLd.tsx';
import { MediaDetail } from '../features/media/MediaDetail.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { type ShellHandle } from '../page.ts';
import { DraftBanner, draftMeta } from '../features/media/DraftBanner.tsx';
import type { Route } from './+types/media';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['media'], sameForMembers: true };

/**
 * /media/{id}/{title} and the colour variant /media/{id}/{title}/{couleur} (six hex digits): one media by type.
 * A wrong or missing title (or a malformed colour) redirects permanently to the right address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await loadMediaFull(context.ctx, parseMediaId(params.id), request);
  const full = cleanFull(found.full);
  const colour = assertCanonical(params, full.media);
  const { t } = getT(request);
  const path = mediaPath(full.media);
  const hasDownloads = full.fichiers.some((f) =>
    downloadableFileTypes.includes(f.fichier.fichierContentType.fichierType.id),
  );
  const page = {
    page: mediaPageHead(t, full, path),
    full,
    colour,
    draft: found.draft,
    filesPath: hasDownloads ? mediaFilesPath(full.media) : null,
    jsonLd: found.draft ? null : jsonLdFor(full, context.ctx.config.PUBLIC_URL, path),
  };
  return data(page, { headers: found.draft ? draftHeaders : undefined });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = draftMeta;

export default function MediaPage({ loaderData }: Route.ComponentProps) {
  const { full, colour, filesPath, jsonLd, draft } = loaderData;
  return (
    <>
      {draft && <DraftBanner />}
      {jsonLd && <JsonLd data={jsonLd} />}
      {/* A new id is a new page: players and lightboxes start afresh. */}
      <MediaDetail key={full.media.id} full={full} colour={colour} filesPath={filesPath} />
    </>
  );
}

import { downloadableFileTypes, mediaPath } from '../../domain/media/browser.ts';
import {
  assertCanonical,
  cleanFull,
  jsonLdFor,
  loadMediaFull,
  mediaFilesPath,
  mediaPageHead,
  parseMediaId,
} from '../features/media/detail.server.ts';
import { JsonLd } from '../components/JsonLd.tsx';
import { MediaDetail } from '../features/media/MediaDetail.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/media';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['media'], sameForMembers: true };

/**
 * /media/{id}/{title} and the colour variant /media/{id}/{title}/{couleur} (six hex digits): one media by type.
 * A wrong or missing title (or a malformed colour) redirects permanently to the right address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const full = cleanFull(await loadMediaFull(context.ctx, parseMediaId(params.id)));
  const colour = assertCanonical(params, full.media);
  const { t } = getT(request);
  const path = mediaPath(full.media);
  const hasDownloads = full.fichiers.some((f) =>
    downloadableFileTypes.includes(f.fichier.fichierContentType.fichierType.id),
  );
  return {
    page: mediaPageHead(t, full, path),
    full,
    colour,
    filesPath: hasDownloads ? mediaFilesPath(full.media) : null,
    jsonLd: jsonLdFor(full, context.ctx.config.PUBLIC_URL, path),
  };
}

export const meta = pageMeta;

export default function MediaPage({ loaderData }: Route.ComponentProps) {
  const { full, colour, filesPath, jsonLd } = loaderData;
  return (
    <>
      {jsonLd && <JsonLd data={jsonLd} />}
      {/* A new id is a new page: players and lightboxes start afresh. */}
      <MediaDetail key={full.media.id} full={full} colour={colour} filesPath={filesPath} />
    </>
  );
}

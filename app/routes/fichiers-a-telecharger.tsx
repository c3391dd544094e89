import { useT } from '../i18n/use-t.ts';
import { data, Link } from 'react-router';
import { downloadableFileTypes, FileTypeId, mediaPath } from '../../domain/media/browser.ts';
import {
  assertCanonical,
  draftHeaders,
  loadMediaFull,
  mediaFilesPath,
  parseMediaId,
} from '../features/media/detail.server.ts';
import { FilesPanel } from '../features/media/FilesPanel.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { type ShellHandle } from '../page.ts';
import { DraftBanner, draftMeta } from '../features/media/DraftBanner.tsx';
import type { Route } from './+types/fichiers-a-telecharger';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['media'], sameForMembers: true };

/** /fichiers-a-telecharger/{id}/{title}: the downloadable files of a media (spec part 3 §2 "Media files page"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { full, draft } = await loadMediaFull(context.ctx, parseMediaId(params.id), request);
  assertCanonical({ title: params.title }, full.media, mediaFilesPath);
  const { t } = getT(request);
  const files = full.fichiers
    .filter((f) => downloadableFileTypes.includes(f.fichier.fichierContentType.fichierType.id))
    .map(({ fichier: f }) => ({
      id: f.id,
      nom: f.nom,
      extension: f.extension,
      taille: f.taille,
      duree: f.duree,
      description: f.description,
      sharedLink: f.sharedLink,
      audio: f.fichierContentType.fichierType.id === FileTypeId.AUDIO,
    }));
  const page = {
    draft,
    page: {
      title: `${t('media:files.title')} : ${full.media.titre}`,
      descriptionMeta: t('media:files.descriptionMeta', { title: full.media.titre }),
      h1: t('media:files.title'),
      h2: full.media.titre,
      template: 2 as const,
      image: '/images/media/mediatheque.svg',
      canonical: mediaFilesPath(full.media),
    },
    media: { id: full.media.id, titre: full.media.titre },
    files,
  };
  return data(page, { headers: draft ? draftHeaders : undefined });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = draftMeta;

export default function FilesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('media');
  const { media, files, draft } = loaderData;
  return (
    <>
      {draft && <DraftBanner />}
      <div className="mx-auto max-w-page px-5 py-10 md:px-8 md:py-14">
        <p className="mb-6">
          <Link to={mediaPath(media)}>{t('detail.backToMedia', { title: media.titre })}</Link>
        </p>
        <FilesPanel key={media.id} files={files} />
      </div>
    </>
  );
}

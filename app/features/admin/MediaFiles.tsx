import { href } from 'react-router';
import type { StaffMediaFile } from '../../../domain/admin/index.ts';
import { Alert } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatFileSize } from '../../components/ui/file-size.ts';
import { Upload } from './Upload.tsx';

const refusals = ['vide', 'type', 'couverture', 'taille', 'image'] as const;
type Refusal = (typeof refusals)[number];

/** What a plain upload form (without JavaScript) came back with: `?fichier={id}` or `?refus={reason}`. */
export type UploadNotice = { kind: 'done' } | { kind: 'refused'; reason: Refusal } | null;

export function uploadNotice(search: URLSearchParams): UploadNotice {
  if (/^\d{1,9}$/.test(search.get('fichier') ?? '')) return { kind: 'done' };
  const reason = search.get('refus');
  return refusals.includes(reason as Refusal) ? { kind: 'refused', reason: reason as Refusal } : null;
}

/** A media's cover and files, and the forms that add to them (streamed uploads with progress). */
export function MediaFiles({
  mediaId,
  files,
  notice,
}: {
  mediaId: number;
  files: { files: StaffMediaFile[]; cover: StaffMediaFile | null };
  notice: UploadNotice;
}) {
  const { t, lang } = useT('admin');
  const retour = href('/admin/medias/:id', { id: String(mediaId) });
  return (
    <section aria-labelledby="admin-media-files" className="mt-10 flex max-w-3xl flex-col gap-6">
      <h2 id="admin-media-files" className="font-serif text-2xl font-semibold text-brand">
        {t('upload.heading')}
      </h2>
      {notice?.kind === 'done' && <Alert tone="success">{t('upload.done')}</Alert>}
      {notice?.kind === 'refused' && <Alert tone="error">{t(`upload.refused.${notice.reason}`)}</Alert>}
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('upload.cover')}</h3>
          {files.cover ? (
            <img
              src={files.cover.thumbnailUrl ?? files.cover.url}
              alt={t('upload.coverAlt')}
              width={320}
              height={200}
              className="h-auto w-full max-w-xs rounded-md border border-line"
            />
          ) : (
            <p className="text-muted">{t('upload.noCover')}</p>
          )}
          <Upload
            usage="couverture"
            mediaId={mediaId}
            retour={retour}
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            label={t('upload.coverLabel')}
            hint={t('upload.coverHint')}
          />
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('upload.files')}</h3>
          {files.files.length ? (
            <ul className="flex flex-col gap-2">
              {files.files.map((f) => (
                <li key={f.id} className="flex flex-wrap items-baseline gap-x-3">
                  <a href={f.url}>{`${f.nom}.${f.extension}`}</a>
                  <span className="text-sm text-muted">
                    {f.contentType} · {formatFileSize(f.sizeBytes, lang)}
                    {!f.visiblePublic && ` · ${t('upload.hiddenFile')}`}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('upload.noFiles')}</p>
          )}
          <Upload
            usage="fichier"
            mediaId={mediaId}
            retour={retour}
            accept="audio/*,video/mp4,video/webm,video/quicktime,application/pdf,image/*"
            label={t('upload.fileLabel')}
            hint={t('upload.fileHint')}
            withName
          />
        </div>
      </div>
    </section>
  );
}

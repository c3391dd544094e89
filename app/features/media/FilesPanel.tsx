import { useT } from '../../i18n/use-t.ts';
import { cx, Icon, Table } from '../../components/ui/index.ts';
import { AudioPlayer } from './AudioPlayer.tsx';
import { formatMegabytes } from './format.ts';

export interface DownloadableFile {
  id: number;
  nom: string;
  extension: string;
  /** Bytes. */
  taille: number;
  duree: number | null;
  description: string | null;
  sharedLink: string;
  audio: boolean;
}

function DownloadLink({ file: f, className }: { file: DownloadableFile; className?: string }) {
  const { t } = useT('media');
  return (
    <a
      href={`${f.sharedLink}?telechargement=1`}
      download
      className={cx(
        'inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold hover:bg-brand-soft',
        className,
      )}
      aria-label={t('files.downloadFile', { name: `${f.nom}.${f.extension}` })}
    >
      <Icon name="arrow-right" className="size-5 rotate-90" />
      <span aria-hidden="true">{t('files.download')}</span>
    </a>
  );
}

/**
 * "Fichiers à télécharger" (spec part 3 §2): name, extension and size in MB to two decimals for each file, with
 * a download link, and the audio files in the shared player (play all, automatic advance). At least 480 px high.
 */
export function FilesPanel({ files }: { files: DownloadableFile[] }) {
  const { t, lang } = useT('media');
  const audio = files.filter((f) => f.audio);
  return (
    <section className="min-h-[480px] rounded-lg bg-white p-4 shadow-card sm:p-6" aria-labelledby="fichiers-titre">
      <h2 id="fichiers-titre" className="mb-4 text-2xl font-semibold text-brand">
        {t('files.title')}
      </h2>
      {files.length === 0 ? (
        <p>{t('files.none')}</p>
      ) : (
        <>
          {/* On a phone, one stacked row per file: the name whole, its kind and size, the button within reach. */}
          <ul aria-label={t('files.caption')} className="divide-y divide-line sm:hidden">
            {files.map((f) => (
              <li key={f.id} className="flex flex-col gap-2 py-3">
                <span className="font-semibold">{f.nom}</span>
                <span className="text-muted">
                  <span className="uppercase">{f.extension}</span> · {formatMegabytes(f.taille, lang)}{' '}
                  {t('files.megabytes')}
                </span>
                <DownloadLink file={f} className="self-start ring-1 ring-line" />
              </li>
            ))}
          </ul>
          <Table
            className="hidden sm:block"
            caption={t('files.caption')}
            rows={files}
            rowKey={(f) => f.id}
            columns={[
              { header: t('files.name'), cell: (f) => f.nom, className: 'font-semibold' },
              { header: t('files.extension'), cell: (f) => f.extension, className: 'uppercase' },
              {
                header: t('files.size'),
                numeric: true,
                className: 'tabular-nums',
                cell: (f) => formatMegabytes(f.taille, lang),
              },
              {
                header: <span className="sr-only">{t('files.download')}</span>,
                numeric: true,
                cell: (f) => <DownloadLink file={f} />,
              },
            ]}
          />
        </>
      )}
      {audio.length > 0 && (
        <AudioPlayer
          className="mt-8 shadow-none ring-1 ring-line"
          tracks={audio.map((f) => ({
            id: f.id,
            title: f.nom,
            src: f.sharedLink,
            duration: f.duree,
            description: f.description,
          }))}
        />
      )}
    </section>
  );
}

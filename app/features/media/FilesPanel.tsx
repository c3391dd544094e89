import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/index.ts';
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

/**
 * "Fichiers à télécharger" (spec part 3 §2): name, extension and size in MB to two decimals for each file, with
 * a download link, and the audio files in the shared player (play all, automatic advance). At least 480 px high.
 */
export function FilesPanel({ files }: { files: DownloadableFile[] }) {
  const { t, i18n } = useTranslation('media');
  const audio = files.filter((f) => f.audio);
  return (
    <section className="min-h-[480px] rounded-lg bg-white p-4 shadow-card sm:p-6" aria-labelledby="fichiers-titre">
      <h2 id="fichiers-titre" className="mb-4 text-2xl font-semibold text-brand">
        {t('files.title')}
      </h2>
      {files.length === 0 ? (
        <p>{t('files.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-4">
                  {t('files.name')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('files.extension')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('files.size')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('files.download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((f) => (
                <tr key={f.id} className="border-b border-line">
                  <td className="py-3 pr-4 font-semibold">{f.nom}</td>
                  <td className="py-3 pr-4 uppercase">{f.extension}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">{formatMegabytes(f.taille, i18n.language)}</td>
                  <td className="py-3 text-right">
                    <a
                      href={`${f.sharedLink}?telechargement=1`}
                      download
                      className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold hover:bg-brand-soft"
                      aria-label={t('files.downloadFile', { name: `${f.nom}.${f.extension}` })}
                    >
                      <Icon name="arrow-right" className="size-5 rotate-90" />
                      <span aria-hidden="true">{t('files.download')}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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

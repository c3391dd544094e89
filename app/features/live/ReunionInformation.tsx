import { useT } from '../../i18n/use-t.ts';
import type { ReunionInformation as Information } from '../../../domain/live/index.ts';
import { Icon } from '../../components/ui/index.ts';
import { YouTubeFrame } from './YouTubeFrame.tsx';

/**
 * The "ag-reunion-information" item as members see it: the documents to download, the audio recording and the
 * YouTube video. Takes the parsed value (domain/live parseReunionInformation), so any page holding it can show it
 * (/reunion-information, the vote pages). `headingLevel` fits it under the page's own headings.
 */
export function ReunionInformation({ value, headingLevel = 2 }: { value: Information; headingLevel?: 2 | 3 }) {
  const { t } = useT('live');
  const H = `h${headingLevel}` as const;
  const heading = 'mb-4 flex items-center gap-2 font-serif text-2xl text-brand';
  return (
    <div className="space-y-10">
      <section aria-labelledby="reunion-documents">
        <H id="reunion-documents" className={heading}>
          <Icon name="news" className="size-6 text-ochre" />
          {t('information.documents')}
        </H>
        {value.fichiersATelecharger.length ? (
          <ul className="list-none space-y-2 p-0">
            {value.fichiersATelecharger.map((f) => (
              <li key={f.lien}>
                <a
                  href={f.lien.startsWith('/') ? `${f.lien}?telechargement=1` : f.lien}
                  download={f.lien.startsWith('/') ? '' : undefined}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-4 py-2 font-semibold text-brand no-underline shadow-card hover:bg-brand-soft"
                >
                  <Icon name="arrow-right" className="size-5 rotate-90" />
                  <span lang="fr">{f.nom}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('information.empty')}</p>
        )}
      </section>
      {value.lienAudio && (
        <section aria-labelledby="reunion-audio">
          <H id="reunion-audio" className={heading}>
            <Icon name="music" className="size-6 text-ochre" />
            {t('information.audio')}
          </H>
          <audio controls preload="none" src={value.lienAudio} className="w-full">
            <a href={value.lienAudio}>{t('information.noAudio')}</a>
          </audio>
        </section>
      )}
      {value.lienYoutube && (
        <section aria-labelledby="reunion-video">
          <H id="reunion-video" className={heading}>
            <Icon name="play" className="size-6 text-ochre" />
            {t('information.video')}
          </H>
          <YouTubeFrame url={value.lienYoutube} title={t('information.videoTitle')} label={t('information.video')} />
        </section>
      )}
    </div>
  );
}

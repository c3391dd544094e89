import { useT } from '../../../i18n/use-t.ts';
import type { CardMediaWithAudios } from './cards.server.ts';
import { Player, type Resume } from './Player.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { SectionHeading } from './SectionBody.tsx';
import { toTracks } from './tracks.ts';

/**
 * A section's media: when they carry audio, one player for the whole section (each media's files in order,
 * a row per file) above the cards linking to each media page.
 */
export function SectionList({
  items,
  title,
  level = 2,
  resume,
}: {
  items: CardMediaWithAudios[];
  title: string;
  level?: 2 | 3;
  resume?: Resume | null;
}) {
  const { t } = useT('sections');
  const tracks = toTracks(
    items.flatMap((m) => m.audios),
    (a) => {
      const m = items.find((x) => x.id === a.mediaId)!;
      // A file named after its media needs no prefix ("Ruth la fidèle (questions et réponses)").
      if (m.audios.length === 1 || a.titre.startsWith(m.titre)) return m.audios.length === 1 ? m.titre : a.titre;
      return `${m.titre} — ${a.titre}`;
    },
  );
  return (
    <div className="flex flex-col gap-12">
      {tracks.length > 0 && (
        <section aria-labelledby="ecouter">
          <SectionHeading id="ecouter" level={level}>
            {t('listenAll')}
          </SectionHeading>
          <Player tracks={tracks} label={title} resume={resume} />
        </section>
      )}
      <MediaGrid items={items} headingLevel={level} />
    </div>
  );
}

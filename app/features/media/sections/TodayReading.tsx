import { useT } from '../../../i18n/use-t.ts';
import type { DailyReading } from '../../../../domain/media/index.ts';
import { readingTitleLines } from '../../../../domain/media/browser.ts';
import { formatDate } from './MediaGrid.tsx';
import { Player } from './Player.tsx';

/** Today's reading of a plan: its title with a line per comma, its audio, or the spec's sentence when there is none. */
export function TodayReading({ id, name, reading }: { id: string; name: string; reading: DailyReading }) {
  const { t, lang } = useT('sections');
  const lines = readingTitleLines(reading.titre);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-serif text-2xl font-semibold text-brand">
        {name}
      </h3>
      <p className="text-sm text-muted">{formatDate(reading.date, lang)}</p>
      {lines.length === 0 ? (
        <p className="text-lg">{t('noReading')}</p>
      ) : (
        <p className="text-lg font-semibold">
          {lines.map((l, i) => (
            <span key={l} className="block">
              {l}
              {i < lines.length - 1 && <span className="sr-only">,</span>}
            </span>
          ))}
        </p>
      )}
      {reading.lien && lines.length > 0 && (
        <Player
          tracks={[{ id: `${id}-${reading.date}`, title: lines.join(', '), src: reading.lien }]}
          label={name}
          className="mt-auto"
        />
      )}
    </section>
  );
}

import { formatDay } from '../format.ts';
import { useT } from '../../../i18n/use-t.ts';
import { mediaPath } from '../../../../domain/media/browser.ts';
import { Card } from '../../../components/ui/Card.tsx';
import type { CardMedia } from './cards.server.ts';

/** Covers are drawn 8:5; the card crops any other ratio. */
const COVER = { width: 640, height: 400 };

export function formatDate(date: string | null, lang: string): string | null {
  if (!date) return null;
  return formatDay(new Date(`${date}T00:00:00Z`), lang);
}

/** A grid of media cards, each linking to its media page; a sentence when the list is empty. */
export function MediaGrid({ items, headingLevel = 2 }: { items: CardMedia[]; headingLevel?: 2 | 3 }) {
  const { t, lang } = useT('sections');
  if (items.length === 0) return <p className="text-lg text-muted">{t('empty')}</p>;
  return (
    <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((m) => (
        <li key={m.id} className="flex">
          <Card
            lang="fr"
            className="w-full"
            headingLevel={headingLevel}
            to={mediaPath(m)}
            title={m.titre}
            subtitle={m.sousTitre}
            text={m.extrait}
            meta={formatDate(m.datePublication, lang)}
            image={m.couverture ? { src: m.couverture.thumbnail_std.publicLink, ...COVER } : null}
          />
        </li>
      ))}
    </ul>
  );
}

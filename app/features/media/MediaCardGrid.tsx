import { Card, cx } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from './format.ts';

/** One card of the grid: a media (a book, an issue of the magazine) and the page it links to. */
export interface MediaCardItem {
  id: number;
  to: string;
  titre: string;
  sousTitre?: string | null;
  /** A short text under the title (a book's summary). */
  text?: string | null;
  /** A mark before the date (the kind). */
  badge?: string | null;
  datePublication?: string | null;
  image: { src: string; width: number; height: number } | null;
}

/**
 * The grid of media cards of the book pages (/livres) and of the magazine issues (/revues/revues): one card per
 * media, its publication date (and badge) above the title; 3 columns (landscape pictures) or 4 (covers) on a wide
 * screen. `lang="fr"` for content written in French only.
 */
export function MediaCardGrid({
  items,
  columns = 3,
  headingLevel,
  lang,
}: {
  items: MediaCardItem[];
  columns?: 3 | 4;
  headingLevel?: 2 | 3;
  lang?: string;
}) {
  const { lang: interfaceLang } = useT();
  return (
    <ul className={cx('grid gap-6 sm:grid-cols-2', columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
      {items.map((m) => {
        const date = m.datePublication ? formatDate(m.datePublication, interfaceLang) : undefined;
        return (
          <li key={m.id} className="flex">
            <Card
              lang={lang}
              className="w-full"
              to={m.to}
              title={m.titre}
              subtitle={m.sousTitre}
              text={m.text}
              headingLevel={headingLevel}
              meta={
                m.badge ? (
                  <>
                    <span className="mr-2 rounded bg-brand px-2 py-0.5 text-sm font-semibold text-white">
                      {m.badge}
                    </span>
                    {date}
                  </>
                ) : (
                  date
                )
              }
              image={m.image}
            />
          </li>
        );
      })}
    </ul>
  );
}

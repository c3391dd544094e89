import { htmlLang } from '../../i18n/languages.ts';
import { useT } from '../../i18n/use-t.ts';
import { Link } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { Icon } from '../../components/ui/Icon.tsx';

export type ResultView = 'grille' | 'liste';

export interface ShownResult {
  id: number;
  titre: string;
  sousTitre: string | null;
  mediaType: { id: number; nom: string };
  date: string | null;
  auteurs: string[];
  /** A book's or a magazine's catalogue details, as one line (pages, price, bookshop). */
  details?: string | null;
  couverture: { thumbnail_std: { publicLink: string } } | null;
  /** HTML-escaped on the server; only <mark> inside. */
  snippet: string;
  url: string;
}

/** The picture of a result: its cover's thumbnail, or the 75 px placeholder (part 2 §9). */
function Thumb({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" width={75} height={100} loading="lazy" className="h-[100px] w-[75px] rounded object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-[100px] w-[75px] shrink-0 items-center justify-center rounded bg-brand-soft text-brand"
      data-placeholder
    >
      <Icon name="bible" className="size-8" />
    </span>
  );
}

/** Results as a grid of cards or a list of rows, each to its media page. */
export function ResultList({ view, results }: { view: ResultView; results: ShownResult[] }) {
  const { t, lang } = useT('search');
  // A result is French content (type, title, subtitle, extract) whatever the interface's language; its byline is not.
  const french = lang === 'fr' ? undefined : 'fr';
  return (
    <ul
      className={cx(view === 'grille' ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3')}
      data-view={view}
    >
      {results.map((r) => (
        <li
          key={r.id}
          className={cx(
            'relative flex gap-4 rounded-lg bg-white p-4 shadow-card focus-within:ring-2 focus-within:ring-brand',
            view === 'grille' && 'flex-col',
          )}
        >
          <Thumb src={r.couverture?.thumbnail_std.publicLink ?? null} />
          <div className="min-w-0" lang={french}>
            <p className="mb-1 text-sm font-semibold tracking-wide text-ochre uppercase">{r.mediaType.nom}</p>
            <h3 className="text-xl leading-snug font-semibold">
              <Link to={r.url} className="text-brand no-underline after:absolute after:inset-0 hover:underline">
                {r.titre}
              </Link>
            </h3>
            {r.sousTitre && <p className="text-muted">{r.sousTitre}</p>}
            {(r.auteurs.length > 0 || r.date) && (
              <p className="mt-1 text-sm text-muted" lang={french && htmlLang(lang)}>
                {[r.auteurs.length ? t('by', { names: r.auteurs.join(', ') }) : null, r.date]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            {r.details && <p className="mt-1 text-sm text-muted">{r.details}</p>}
            {r.snippet && (
              <p
                className="mt-2 text-base [&_mark]:bg-gold/40 [&_mark]:text-ink"
                dangerouslySetInnerHTML={{ __html: r.snippet }}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

import { useT } from '../../i18n/use-t.ts';
import { Link } from 'react-router';
import type { ChurchesView, ChurchSummary } from '../../../domain/churches/index.ts';
import { cx } from '../../components/ui/index.ts';
import { ChurchLink } from './ChurchLink.tsx';

/** The churches by country, in the spec's order (FRANCE, BELGIQUE, SUISSE, BULGARIE, MADAGASCAR, GUINÉE), each alphabetical. */
export function ChurchLists({
  groups,
  onPopup,
}: {
  groups: ChurchesView['groups'];
  onPopup: (church: ChurchSummary) => void;
}) {
  const { t } = useT('churches');
  return (
    <section aria-labelledby="eglises-par-pays" className="mt-12">
      <h2 id="eglises-par-pays" className="mb-6 font-serif text-3xl text-brand">
        {t('lists.heading')}
      </h2>
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {groups.map((g) => (
          <section
            key={g.pays}
            aria-labelledby={`pays-${g.pays}`}
            data-pays={g.pays}
            // A long list takes the whole width, in columns.
            className={g.churches.length > 6 ? 'md:col-span-2 lg:col-span-3' : undefined}
          >
            <h3
              id={`pays-${g.pays}`}
              className="mb-3 border-b-2 border-gold pb-1 font-sans text-lg font-bold tracking-wide text-brand uppercase"
            >
              {t(`countries.${g.pays}`)}
            </h3>
            <ul className={cx('list-none p-0', g.churches.length > 6 && 'gap-8 md:columns-2 lg:columns-3')}>
              {g.churches.map((c) => (
                <li key={c.slug} className="mb-3 break-inside-avoid leading-snug">
                  <ChurchLink church={c} onPopup={onPopup} className="font-semibold text-brand underline-offset-2">
                    {c.ville}
                  </ChurchLink>
                  <span className="block text-sm text-muted">
                    {c.nom} · {c.codePostal}
                  </span>
                  <Link
                    to={`/eglises/${c.slug}`}
                    className="text-sm text-brand underline"
                    aria-label={t('detailsOf', { name: c.nom })}
                  >
                    {t('details')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

import { useT } from '../../i18n/use-t.ts';
import { Link } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { pageWindow } from './state.ts';

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border-2 px-3 font-semibold no-underline';

/**
 * First, previous, a window of pages (3 each side, 1 on small screens: part 2 §9), next, last. Plain links: they
 * work without JavaScript, and keep the scroll where the page puts it.
 */
export function Pagination({
  current,
  last,
  hrefFor,
  label,
}: {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  const { t } = useT('search');
  if (last <= 1) return null;
  const edge = (page: number, text: string, name: string, disabled: boolean) =>
    disabled ? (
      <span className={cx(cell, 'border-line text-muted opacity-60')} aria-disabled="true" title={name}>
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{name}</span>
      </span>
    ) : (
      <Link
        to={hrefFor(page)}
        preventScrollReset
        className={cx(cell, 'border-line bg-white text-brand hover:border-brand')}
        title={name}
      >
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{name}</span>
      </Link>
    );
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(1, '«', t('pagination.first'), current <= 1)}</li>
        <li>{edge(current - 1, '‹', t('pagination.previous'), current <= 1)}</li>
        {pageWindow(current, last, 3).map((p) => (
          <li key={p} className={cx(Math.abs(p - current) > 1 && 'hidden md:block')} data-page={p}>
            {p === current ? (
              <span aria-current="page" className={cx(cell, 'border-brand bg-brand text-white')}>
                <span className="sr-only">{t('pagination.page')} </span>
                {p}
              </span>
            ) : (
              <Link
                to={hrefFor(p)}
                preventScrollReset
                className={cx(cell, 'border-line bg-white text-brand hover:border-brand')}
              >
                <span className="sr-only">{t('pagination.page')} </span>
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>{edge(current + 1, '›', t('pagination.next'), current >= last)}</li>
        <li>{edge(last, '»', t('pagination.last'), current >= last)}</li>
      </ul>
    </nav>
  );
}

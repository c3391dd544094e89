import { useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { buttonClass } from './Button.tsx';
import { cx } from './cx.ts';
import { useListHref } from './list-href.ts';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** With `sortable`: the sort key the list's address carries (`tri`). */
  id?: string;
  /** Sorted by the server: the header is a link that changes `tri` and `ordre` in the address. */
  sortable?: boolean;
  /** The cell naming its row: a <th scope="row">. */
  rowHeader?: boolean;
  /** Figures (amounts, sizes): aligned right, a figure never broken over two lines. */
  numeric?: boolean;
  /** Classes of this column's body cells. */
  className?: string;
}

/** A list's state as its address carries it (read by the area's zod schema on the server). */
export interface ListState {
  tri?: string;
  ordre?: 'asc' | 'desc';
  page?: number;
}

/**
 * A data table: column headers with scope, a caption naming it (hidden unless given a style; then drawn above the
 * table and naming it by `aria-labelledby`), and on a narrow screen it scrolls sideways in a region the keyboard can
 * focus, with the signs of it: a shadow on the side that has more, and a line saying so above the table while it does
 * not fit.
 *   <Table caption={t('receipts.caption')} rows={receipts} rowKey={(r) => r.code}
 *     columns={[{ header: t('receipts.number'), cell: (r) => r.code, rowHeader: true }, …]} />
 * A list sorted and paged by the server (the back office's) gives its address's `state`, and `total` with
 * `pageSize`: sortable headers and the pager are plain links changing the address, so they work without JavaScript.
 */
export function Table<Row>({
  caption,
  captionClassName = 'sr-only',
  columns,
  rows,
  rowKey,
  state = {},
  total,
  pageSize,
  empty,
  className,
}: {
  caption: ReactNode;
  captionClassName?: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  state?: ListState;
  /** With pageSize: the list is paged, the pager is drawn under it. */
  total?: number;
  pageSize?: number;
  /** Said when there is no row. */
  empty?: ReactNode;
  className?: string;
}) {
  const { t } = useT();
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const box = region.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const align = (column: Column<Row>) => (column.numeric ? 'text-right' : undefined);
  const sortedAs = (column: Column<Row>) =>
    column.sortable && column.id === state.tri ? (state.ordre === 'desc' ? 'desc' : 'asc') : false;
  // A caption shown is drawn above the scrolling region, so that it never scrolls out of sight with the columns.
  const captionShown = captionClassName !== 'sr-only';
  return (
    <div className={className}>
      {captionShown && (
        <p id={captionId} className={captionClassName}>
          {caption}
        </p>
      )}
      {scrollable && (
        <p data-testid="table-scroll-hint" className="mb-2 flex items-center gap-1 text-sm text-muted">
          {t('ui.scrollTable')}
          <span aria-hidden="true">→</span>
        </p>
      )}
      <div
        ref={region}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="scroll-shadows relative overflow-x-auto"
      >
        <table className="w-full border-collapse text-left" aria-labelledby={captionShown ? captionId : undefined}>
          {!captionShown && (
            <caption id={captionId} className={captionClassName}>
              {caption}
            </caption>
          )}
          <thead>
            <tr className="border-b-2 border-brand">
              {columns.map((column, i) => {
                const sorted = sortedAs(column);
                return (
                  <th
                    key={column.id ?? i}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cx('py-2 pr-4 last:pr-0', align(column))}
                  >
                    {column.sortable && column.id ? (
                      <SortLink column={column.id} sorted={sorted}>
                        {column.header}
                      </SortLink>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line align-top">
                {columns.map((column, i) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id ?? i}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cx(
                        'py-3 pr-4 last:pr-0',
                        align(column),
                        column.numeric && 'whitespace-nowrap',
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && empty && <p className="mt-4">{empty}</p>}
      {total !== undefined && pageSize !== undefined && (
        <Pager page={state.page ?? 1} pages={Math.max(1, Math.ceil(total / pageSize))} total={total} />
      )}
    </div>
  );
}

/** A header that sorts the list by its column: a link, so it works without JavaScript. */
function SortLink({
  column,
  sorted,
  children,
}: {
  column: string;
  sorted: false | 'asc' | 'desc';
  children: ReactNode;
}) {
  const { t } = useT();
  const href = useListHref();
  return (
    <Link to={href({ tri: column, ordre: sorted === 'asc' ? 'desc' : 'asc' })} className="text-ink">
      {children}
      {sorted && (
        <>
          {/* A no-break space: the arrow stays beside the header's last word. */}
          <span aria-hidden="true">
            {'\u00a0'}
            {sorted === 'asc' ? '▲' : '▼'}
          </span>
          <span className="sr-only"> ({sorted === 'asc' ? t('ui.table.sortAsc') : t('ui.table.sortDesc')})</span>
        </>
      )}
    </Link>
  );
}

/** The pager: how many results, which page, and links to the pages before and after. */
function Pager({ page, pages, total }: { page: number; pages: number; total: number }) {
  const { t } = useT();
  const href = useListHref();
  return (
    <nav aria-label={t('ui.table.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p>
        {t('ui.table.results', { count: total })} · {t('ui.table.page', { page: Math.min(page, pages), pages })}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link className={buttonClass('outline')} to={href({ page: page - 1 })}>
            {t('ui.table.previous')}
          </Link>
        )}
        {page < pages && (
          <Link className={buttonClass('outline')} to={href({ page: page + 1 })}>
            {t('ui.table.next')}
          </Link>
        )}
      </div>
    </nav>
  );
}

import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, cx } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { useListHref } from './parts.tsx';

/** One column of a staff list. */
export interface AdminColumn<Row> {
  /** The column's name; for a sortable column, the sort key the list's address carries (`tri`). */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Sorted by the server: the header is a link that changes `tri` and `ordre` in the address. */
  sortable?: boolean;
  /** The cell naming its row: a <th scope="row">. */
  rowHeader?: boolean;
  /** Figures: aligned right. */
  numeric?: boolean;
}

/** The list's state as the address carries it (read by the area's zod schema on the server). */
export interface ListState {
  tri?: string;
  ordre?: 'asc' | 'desc';
  page?: number;
}

interface ColumnMeta {
  rowHeader?: boolean;
  numeric?: boolean;
}

/**
 * The back office's lists (issue 18 item 7): TanStack Table driven by the address. Sorting and paging happen in SQL
 * (manual sorting and pagination): the table's state is the address's, its headers that sort and its pager are plain
 * links, so the list is drawn on the server and works without JavaScript. On a narrow screen it scrolls sideways in
 * a region the keyboard can focus, with a line saying so.
 *   <AdminTable caption={…} rows={list.rows} rowKey={(r) => r.id} state={list.query} total={list.total}
 *     pageSize={list.pageSize} columns={[{ id: 'titre', header: t('…'), cell: (r) => r.titre, sortable: true }]} />
 */
export function AdminTable<Row>({
  caption,
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
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  state?: ListState;
  /** With pageSize: the list is paged, the pager is drawn under it. */
  total?: number;
  pageSize?: number;
  /** Said when there is no row. */
  empty?: ReactNode;
  className?: string;
}) {
  const definitions = useMemo(
    () =>
      columns.map((column): ColumnDef<Row> => ({
        id: column.id,
        header: () => column.header,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: Boolean(column.sortable),
        meta: { rowHeader: column.rowHeader, numeric: column.numeric } satisfies ColumnMeta,
      })),
    [columns],
  );
  const sorting: SortingState = state.tri ? [{ id: state.tri, desc: state.ordre === 'desc' }] : [];
  const paged = total !== undefined && pageSize !== undefined;
  const table = useReactTable({
    data: rows,
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    rowCount: total ?? rows.length,
    state: {
      sorting,
      pagination: { pageIndex: (state.page ?? 1) - 1, pageSize: pageSize ?? Math.max(rows.length, 1) },
    },
  });
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  const { t } = useT();
  useEffect(() => {
    const box = region.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const align = (meta: unknown) => ((meta as ColumnMeta | undefined)?.numeric ? 'text-right' : undefined);
  return (
    <div className={className}>
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
        <table className="w-full border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b-2 border-brand">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                      className={cx('py-2 pr-4 last:pr-0', align(header.column.columnDef.meta))}
                    >
                      {header.column.getCanSort() ? (
                        <SortLink column={header.column.id} sorted={sorted}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </SortLink>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-line align-top">
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta as ColumnMeta | undefined;
                  const Cell = meta?.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={cell.id}
                      scope={meta?.rowHeader ? 'row' : undefined}
                      className={cx('py-3 pr-4 last:pr-0', align(meta))}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && empty && <p className="mt-4">{empty}</p>}
      {paged && (
        <Pager
          page={table.getState().pagination.pageIndex + 1}
          pages={Math.max(1, table.getPageCount())}
          total={total}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
        />
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
  const { t } = useT('admin');
  const href = useListHref();
  const next = sorted === 'asc' ? 'desc' : 'asc';
  return (
    <Link to={href({ tri: column, ordre: next })} className="text-ink">
      {children}
      {sorted && (
        <>
          <span aria-hidden="true"> {sorted === 'asc' ? '▲' : '▼'}</span>
          <span className="sr-only"> ({sorted === 'asc' ? t('list.sortAsc') : t('list.sortDesc')})</span>
        </>
      )}
    </Link>
  );
}

/** The pager: how many results, which page, and links to the pages before and after. */
function Pager({
  page,
  pages,
  total,
  canPrevious,
  canNext,
}: {
  page: number;
  pages: number;
  total: number;
  canPrevious: boolean;
  canNext: boolean;
}) {
  const { t } = useT('admin');
  const href = useListHref();
  return (
    <nav aria-label={t('list.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p>
        {t('list.results', { count: total })} · {t('list.page', { page: Math.min(page, pages), pages })}
      </p>
      <div className="flex gap-2">
        {canPrevious && (
          <Link className={buttonClass('outline')} to={href({ page: page - 1 })}>
            {t('list.previous')}
          </Link>
        )}
        {canNext && (
          <Link className={buttonClass('outline')} to={href({ page: page + 1 })}>
            {t('list.next')}
          </Link>
        )}
      </div>
    </nav>
  );
}

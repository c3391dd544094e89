import { useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { cx } from './cx.ts';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell naming its row: a <th scope="row">. */
  rowHeader?: boolean;
  /** Figures (amounts, sizes): aligned right. */
  numeric?: boolean;
  /** Classes of this column's body cells. */
  className?: string;
}

/**
 * A data table: column headers with scope, a caption naming it (hidden unless given a style), and on a narrow
 * screen it scrolls sideways in a region the keyboard can focus, with the signs of it: a shadow on the side that has
 * more, and a line saying so above the table while it does not fit.
 *   <Table caption={t('receipts.caption')} rows={receipts} rowKey={(r) => r.code}
 *     columns={[{ header: t('receipts.number'), cell: (r) => r.code, rowHeader: true }, …]} />
 */
export function Table<Row>({
  caption,
  captionClassName = 'sr-only',
  columns,
  rows,
  rowKey,
  className,
}: {
  caption: ReactNode;
  captionClassName?: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
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
          <caption id={captionId} className={captionClassName}>
            {caption}
          </caption>
          <thead>
            <tr className="border-b-2 border-brand">
              {columns.map((column, i) => (
                <th key={i} scope="col" className={cx('py-2 pr-4 last:pr-0', align(column))}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line align-top">
                {columns.map((column, i) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={i}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cx('py-3 pr-4 last:pr-0', align(column), column.className)}
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
    </div>
  );
}

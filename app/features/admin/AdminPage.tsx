import { Children, type Key, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { Alert, Button, cx, Table } from '../../components/ui/index.ts';
import type { Column, ListState } from '../../components/ui/Table.tsx';
import { useListHref } from '../../components/ui/list-href.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * Every back-office page's frame below its banner (whose h1 is the page's own, `staffPage` in page.server.ts): the
 * links or buttons beside the page (`action`: a new record, back to the list), what an action did, then the page.
 */
export function AdminPage({
  action,
  done,
  error,
  children,
}: {
  action?: ReactNode;
  done?: string | null;
  /** A refusal for the whole page (a form error not tied to a field). */
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div>
      {action && <div className="mb-6 flex flex-wrap items-center justify-end gap-4">{action}</div>}
      <Done message={done} />
      {error && (
        <Alert tone="error" className="mb-6">
          {error}
        </Alert>
      )}
      {children}
    </div>
  );
}

/** What an action did, in words (every staff action confirms). */
export function Done({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert tone="success" className="mb-6">
      {message}
    </Alert>
  );
}

/** A list as the domain's staff lists give it: its rows, and when sorted and paged, its address's state. */
interface StaffList<Row> {
  rows: Row[];
  query?: ListState;
  total?: number;
  pageSize?: number;
}

/**
 * A back-office list page: the frame, what stands above the list (its search, its filters, a note), and the table,
 * sorted and paged by the server through the address.
 *   <ListPage caption={t('members.caption')} list={list} rowKey={(m) => m.id} columns={[…]}>
 *     <ListSearch query={list.query} />
 *   </ListPage>
 */
export function ListPage<Row>({
  action,
  done,
  error,
  caption,
  list,
  rowKey,
  columns,
  children,
}: {
  action?: ReactNode;
  done?: string | null;
  error?: string | null;
  caption: string;
  list: StaffList<Row>;
  rowKey: (row: Row) => Key;
  columns: Column<Row>[];
  children?: ReactNode;
}) {
  const { t } = useT('admin');
  return (
    <AdminPage action={action} done={done} error={error}>
      {children}
      <Table
        caption={caption}
        rows={list.rows}
        rowKey={rowKey}
        state={list.query}
        total={list.total}
        pageSize={list.pageSize}
        empty={t('list.empty')}
        columns={columns}
      />
    </AdminPage>
  );
}

const inputClass = 'mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-white px-3 py-2';

const gridColumns: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' };
const wholeRow: Record<number, string> = { 3: 'lg:col-span-3', 4: 'lg:col-span-4', 5: 'lg:col-span-5' };

/**
 * A list's search box (`q`), in the address with the list's sort. Alone, the box and its button on one line; with
 * filters (labelled controls given as children), a grid of them, a button that filters, a link that clears them
 * (`reset`: the filters' names) and other links after it.
 */
export function ListSearch({
  query,
  reset = [],
  links,
  children,
}: {
  query: ListState & { q?: string };
  reset?: string[];
  links?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useT('admin');
  const href = useListHref();
  const filters = Children.count(children);
  const sort = (
    <>
      {query.tri && <input type="hidden" name="tri" value={query.tri} />}
      {query.ordre && <input type="hidden" name="ordre" value={query.ordre} />}
    </>
  );
  if (filters === 0)
    return (
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
        {sort}
        <label className="grow font-semibold">
          {t('list.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} className={inputClass} />
        </label>
        <Button type="submit" variant="secondary">
          {t('list.search')}
        </Button>
      </Form>
    );
  const fields = filters + 1;
  return (
    <Form method="get" role="search" className={cx('mb-6 grid gap-3 sm:grid-cols-2', gridColumns[fields])}>
      {sort}
      <label className={cx('font-semibold', filters % 2 === 0 && 'sm:col-span-2 lg:col-span-1')}>
        {t('list.search')}
        <input type="search" name="q" defaultValue={query.q ?? ''} className={inputClass} />
      </label>
      {children}
      <div className={cx('flex flex-wrap items-center gap-3 sm:col-span-2', wholeRow[fields])}>
        <Button type="submit" variant="secondary">
          {t('list.filter')}
        </Button>
        <Link to={href(Object.fromEntries(['q', ...reset].map((name) => [name, null])))}>{t('list.reset')}</Link>
        {links}
      </div>
    </Form>
  );
}

/** A filter of a list's search: a select of `choices` (value, words), « Tous » first. */
export function FilterSelect({
  name,
  label,
  value,
  choices,
}: {
  name: string;
  label: string;
  value: string | undefined;
  choices: readonly (readonly [string, string])[];
}) {
  const { t } = useT('admin');
  return (
    <label className="font-semibold">
      {label}
      <select name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">{t('list.all')}</option>
        {choices.map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A filter of a list's search: a day (`du`, `au`). */
export function FilterDate({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  return (
    <label className="font-semibold">
      {label}
      <input type="date" name={name} defaultValue={value ?? ''} className={inputClass} />
    </label>
  );
}

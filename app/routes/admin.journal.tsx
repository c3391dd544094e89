import { Form } from 'react-router';
import { journalPageSize, listJournal } from '../../domain/admin/index.ts';
import { Button } from '../components/ui/index.ts';
import { ListPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import { JournalChange } from '../features/admin/JournalChange.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.journal';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'churches', 'money'] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const params = Object.fromEntries(url.searchParams);
  return {
    journal: await listJournal(context.ctx, viewer, params),
    pageSize: journalPageSize,
    page: staffPage(request, 'journal.heading'),
  };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

const inputClass = 'mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-white px-3 py-2';

/** /admin/journal: every staff change, newest first, filtered by the address; read only. */
export default function AdminJournal({ loaderData: { journal, pageSize } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const { query } = journal;
  const date = (d: Date | string) => formatParis(d, lang, { date: 'short', time: 'medium' });
  const filters: [keyof typeof query, string, string][] = [
    ['action', t('journal.action'), 'text'],
    ['actor', t('journal.actor'), 'text'],
    ['subjectType', t('journal.subjectType'), 'text'],
    ['subjectId', t('journal.subjectId'), 'text'],
    ['from', t('list.from'), 'date'],
    ['to', t('list.to'), 'date'],
  ];
  return (
    <ListPage
      caption={t('journal.caption')}
      list={{ rows: journal.entries, query, total: journal.total, pageSize }}
      rowKey={(e) => e.id}
      columns={[
        {
          id: 'at',
          header: t('journal.when'),
          rowHeader: true,
          cell: (e) => (
            <>
              <span className="block">{date(e.at)}</span>
              <span className="block text-sm font-normal break-all text-muted">{e.actorEmail}</span>
            </>
          ),
        },
        { id: 'change', header: t('journal.change'), cell: (e) => <JournalChange entry={e} /> },
      ]}
    >
      <p className="mb-4 text-muted">{t('journal.readOnly')}</p>
      <Form method="get" className="mb-6 grid gap-3 sm:grid-cols-3 2xl:grid-cols-6">
        {filters.map(([name, label, type]) => (
          <label key={name} className="font-semibold">
            {label}
            <input
              type={type}
              name={name}
              defaultValue={query[name] === undefined ? '' : String(query[name])}
              className={inputClass}
            />
          </label>
        ))}
        <div className="flex items-end">
          <Button type="submit" variant="secondary">
            {t('list.filter')}
          </Button>
        </div>
      </Form>
    </ListPage>
  );
}

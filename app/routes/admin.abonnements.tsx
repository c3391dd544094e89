import { Form, Link } from 'react-router';
import { listSubscribersForStaff } from '../../domain/admin/index.ts';
import { Button, buttonClass } from '../components/ui/index.ts';
import { AdminTable } from '../features/admin/DataTable.tsx';
import { AdminHeading, useListHref } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.abonnements';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return { list: await listSubscribersForStaff(context.ctx, viewer, params) };
}

export const headers = privatePageHeaders;

const inputClass = 'mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-white px-3 py-2';

/** /admin/abonnements: the magazine's subscribers, their credit and delivery; search, filters, sort, page. */
export default function AdminSubscribers({ loaderData: { list } }: Route.ComponentProps) {
  const { t: ta } = useT('admin');
  const { t } = useT('money');
  const { query } = list;
  const href = useListHref();
  return (
    <section aria-labelledby="admin-abonnements">
      <AdminHeading
        action={
          <Link to="/admin/expeditions" className={buttonClass('outline')}>
            {t('subscriptions.shipments')}
          </Link>
        }
      >
        <span id="admin-abonnements">{t('subscriptions.heading')}</span>
      </AdminHeading>
      <Form method="get" role="search" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <input type="hidden" name="tri" value={query.tri} />
        <input type="hidden" name="ordre" value={query.ordre} />
        <label className="font-semibold">
          {ta('list.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} className={inputClass} />
        </label>
        <label className="font-semibold">
          {t('subscriptions.delivery')}
          <select name="livraison" defaultValue={query.livraison ?? ''} className={inputClass}>
            <option value="">{ta('list.all')}</option>
            <option value="domicile">{t('subscriptions.home')}</option>
            <option value="eglise">{t('subscriptions.church')}</option>
          </select>
        </label>
        <label className="font-semibold">
          {t('subscriptions.credit')}
          <select name="credit" defaultValue={query.credit ?? ''} className={inputClass}>
            <option value="">{ta('list.all')}</option>
            <option value="avec">{t('subscriptions.withCredit')}</option>
            <option value="sans">{t('subscriptions.noCredit')}</option>
          </select>
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit" variant="secondary">
            {ta('list.filter')}
          </Button>
          <Link to={href({ q: null, livraison: null, credit: null })}>{ta('list.reset')}</Link>
        </div>
      </Form>
      <AdminTable
        caption={t('subscriptions.caption')}
        rows={list.rows}
        rowKey={(s) => s.id}
        state={query}
        total={list.total}
        pageSize={list.pageSize}
        empty={ta('list.empty')}
        columns={[
          {
            id: 'nom',
            header: t('subscriptions.subscriber'),
            sortable: true,
            rowHeader: true,
            cell: (s) => (
              <Link to={`/admin/abonnements/${s.id}`}>
                {s.prenom} {s.nom}
              </Link>
            ),
          },
          { id: 'email', header: t('subscriptions.email'), cell: (s) => <span className="break-all">{s.email}</span> },
          { id: 'ville', header: t('subscriptions.town'), cell: (s) => s.ville },
          { id: 'livraison', header: t('subscriptions.delivery'), cell: (s) => s.delivery ?? t('subscriptions.home') },
          { id: 'credit', header: t('subscriptions.credit'), sortable: true, cell: (s) => s.credit, numeric: true },
        ]}
      />
    </section>
  );
}

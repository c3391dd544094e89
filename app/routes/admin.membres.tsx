import { Form, Link } from 'react-router';
import { listMembers } from '../../domain/admin/index.ts';
import { Button } from '../components/ui/index.ts';
import { AdminTable } from '../features/admin/DataTable.tsx';
import { AdminHeading, Done } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.membres';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return { list: await listMembers(context.ctx, viewer, params), deleted: 'supprime' in params };
}

export const headers = privatePageHeaders;

/** /admin/membres: members by name, searched by name or e-mail. */
export default function AdminMembers({ loaderData: { list, deleted } }: Route.ComponentProps) {
  const { t } = useT('admin');
  return (
    <section aria-labelledby="admin-membres">
      <AdminHeading>
        <span id="admin-membres">{t('members.heading')}</span>
      </AdminHeading>
      <Done message={deleted ? t('members.deleted') : null} />
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="grow font-semibold">
          {t('list.search')}
          <input
            type="search"
            name="q"
            defaultValue={list.query.q ?? ''}
            className="mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-white px-3 py-2"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('list.search')}
        </Button>
      </Form>
      <AdminTable
        caption={t('members.caption')}
        rows={list.rows}
        rowKey={(m) => m.id}
        state={list.query}
        total={list.total}
        pageSize={list.pageSize}
        empty={t('list.empty')}
        columns={[
          {
            id: 'name',
            header: t('members.name'),
            rowHeader: true,
            cell: (m) => <Link to={`/admin/membres/${m.id}`}>{`${m.lastname} ${m.firstname}`}</Link>,
          },
          { id: 'email', header: t('members.email'), cell: (m) => <span className="break-all">{m.email}</span> },
          {
            id: 'roles',
            header: t('members.roles'),
            cell: (m) => m.roles.map((r) => r.replace(/^ROLE_/, '')).join(', ') || '—',
          },
          {
            id: 'activated',
            header: t('members.activated'),
            cell: (m) => (m.activated ? t('members.yes') : t('members.no')),
          },
        ]}
      />
    </section>
  );
}

import { Form, Link } from 'react-router';
import { listChurchesForStaff } from '../../domain/admin/index.ts';
import { Button, LinkButton } from '../components/ui/index.ts';
import { AdminTable } from '../features/admin/DataTable.tsx';
import { AdminHeading, Done } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.eglises';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'churches'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return { list: await listChurchesForStaff(context.ctx, viewer, params), deleted: 'supprimee' in params };
}

export const headers = privatePageHeaders;

/** /admin/eglises: the churches, searched by name, town or postcode; by country as on /eglises unless sorted. */
export default function AdminChurches({ loaderData: { list, deleted } }: Route.ComponentProps) {
  const { t } = useT('admin');
  const { t: tc } = useT('churches');
  return (
    <section aria-labelledby="admin-eglises">
      <AdminHeading action={<LinkButton to="/admin/eglises/nouvelle">{t('churches.new')}</LinkButton>}>
        <span id="admin-eglises">{t('churches.heading')}</span>
      </AdminHeading>
      <Done message={deleted ? t('churches.deleted') : null} />
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
        caption={t('churches.caption')}
        rows={list.rows}
        rowKey={(c) => c.id}
        state={list.query}
        total={list.total}
        pageSize={list.pageSize}
        empty={t('list.empty')}
        columns={[
          {
            id: 'nom',
            header: t('churches.name'),
            rowHeader: true,
            sortable: true,
            cell: (c) => <Link to={`/admin/eglises/${c.id}`}>{c.nom}</Link>,
          },
          { id: 'ville', header: t('churches.place'), sortable: true, cell: (c) => `${c.codePostal} ${c.ville}` },
          {
            id: 'pays',
            header: t('churches.country'),
            sortable: true,
            cell: (c) => tc(`countries.${c.pays}`),
          },
          {
            id: 'coordinates',
            header: t('churches.coordinates'),
            cell: (c) => <span className="whitespace-nowrap">{`${c.latitude}, ${c.longitude}`}</span>,
          },
          {
            id: 'page',
            header: t('churches.page'),
            cell: (c) => <Link to={`/eglises/${c.slug}`}>{`/eglises/${c.slug}`}</Link>,
          },
        ]}
      />
    </section>
  );
}

import { Link } from 'react-router';
import { listChurchesForStaff } from '../../domain/admin/index.ts';
import { LinkButton, Table } from '../components/ui/index.ts';
import { AdminHeading, Done } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders, requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.eglises';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'churches'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
  const deleted = new URL(request.url).searchParams.has('supprimee');
  return { churches: await listChurchesForStaff(context.ctx, viewer), deleted };
}

export const headers = privatePageHeaders;

/** /admin/eglises: every church, in the order of /eglises (country, town, name). */
export default function AdminChurches({ loaderData: { churches, deleted } }: Route.ComponentProps) {
  const { t } = useT('admin');
  return (
    <section aria-labelledby="admin-eglises">
      <AdminHeading action={<LinkButton to="/admin/eglises/nouvelle">{t('churches.new')}</LinkButton>}>
        <span id="admin-eglises">{t('churches.heading')}</span>
      </AdminHeading>
      <Done message={deleted ? t('churches.deleted') : null} />
      <Table
        caption={t('churches.caption')}
        rows={churches}
        rowKey={(c) => c.id}
        columns={[
          {
            header: t('churches.name'),
            rowHeader: true,
            cell: (c) => <Link to={`/admin/eglises/${c.id}`}>{c.nom}</Link>,
          },
          { header: t('churches.place'), cell: (c) => `${c.codePostal} ${c.ville}` },
          { header: t('churches.country'), cell: (c) => t(`churches:countries.${c.pays}`) },
          {
            header: t('churches.coordinates'),
            cell: (c) => <span className="whitespace-nowrap">{`${c.latitude}, ${c.longitude}`}</span>,
          },
          { header: t('churches.page'), cell: (c) => <Link to={`/eglises/${c.slug}`}>{`/eglises/${c.slug}`}</Link> },
        ]}
      />
      {churches.length === 0 && <p className="mt-4">{t('list.empty')}</p>}
    </section>
  );
}

import { href, Link } from 'react-router';
import { shipmentForStaff } from '../../domain/admin/index.ts';
import { Table } from '../components/ui/index.ts';
import { orNotFound, recordId } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.expedition';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money'] };

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const revue = recordId(params.revue);
  return orNotFound(async () => {
    const shipment = await shipmentForStaff(context.ctx, viewer, revue);
    // The confirmation codes stay on the server: they are the recipients' keys.
    return {
      page: staffPage(request, 'money:subscriptions.shipmentHeading', { numero: shipment.numero }),
      justShipped: url.searchParams.has('expediee'),
      shipment: { ...shipment, parcels: shipment.parcels.map(({ code: _code, path: _path, ...p }) => p) },
    };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/expeditions/{revue}: an issue's parcels and which recipients confirmed receiving them (/exp). */
export default function AdminShipment({ loaderData: { shipment, justShipped } }: Route.ComponentProps) {
  const { t, lang } = useT('money');
  const day = (d: Date | string | null) => (d ? formatParis(d, lang, { date: 'long' }) : '—');
  const confirmed = shipment.parcels.filter((p) => p.confirmedAt).length;
  return (
    <AdminPage
      action={<Link to={href('/admin/expeditions')}>{t('subscriptions.backToShipments')}</Link>}
      done={justShipped ? t('subscriptions.justShipped', { numero: shipment.numero }) : null}
    >
      <p className="mb-4">{t('subscriptions.confirmedCount', { confirmed, count: shipment.parcels.length })}</p>
      <p className="mb-6 flex flex-wrap gap-4">
        <a href={`/df/revues/${shipment.revueId}/etiquettes`} download>
          {t('subscriptions.labels')}
        </a>
        <a href={`/df/revues/${shipment.revueId}/liste`} download>
          {t('subscriptions.list')}
        </a>
      </p>
      <Table
        caption={t('subscriptions.parcelsCaption')}
        rows={shipment.parcels}
        rowKey={(p) => p.id}
        columns={[
          {
            header: t('subscriptions.recipient'),
            cell: (p) => p.nom || t('subscriptions.erasedSubscriber'),
            rowHeader: true,
          },
          {
            header: t('subscriptions.delivery'),
            cell: (p) => (p.kind === 'eglise' ? t('subscriptions.church') : t('subscriptions.home')),
          },
          { header: t('subscriptions.town'), cell: (p) => `${p.codePostal} ${p.ville}` },
          { header: t('subscriptions.copies'), cell: (p) => p.count, numeric: true },
          { header: t('subscriptions.shippedAt'), cell: (p) => day(p.shippedAt) },
          {
            header: t('subscriptions.confirmedAt'),
            cell: (p) => (p.confirmedAt ? day(p.confirmedAt) : t('subscriptions.notConfirmed')),
          },
        ]}
      />
    </AdminPage>
  );
}

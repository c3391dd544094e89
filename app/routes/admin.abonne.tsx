import { href, Link } from 'react-router';
import { getSubscriberForStaff } from '../../domain/admin/index.ts';
import { formatEuros } from '../../domain/money.ts';
import { Table } from '../components/ui/index.ts';
import { orNotFound, recordId } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { intlLocale } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.abonne';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const id = recordId(params.id);
  return orNotFound(async () => {
    const subscriber = await getSubscriberForStaff(context.ctx, viewer, id);
    return { subscriber, page: staffPage(request, { fr: `${subscriber.prenom} ${subscriber.nom}` }) };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/abonnements/{id}: a subscriber's delivery and credit, their payments and the issues shipped to them. */
export default function AdminSubscriber({ loaderData: { subscriber } }: Route.ComponentProps) {
  const { t, lang } = useT('money');
  const locale = intlLocale(lang);
  const day = (d: Date | string | null) => (d ? formatParis(d, lang, { date: 'long' }) : '—');
  return (
    <AdminPage action={<Link to={href('/admin/abonnements')}>{t('subscriptions.back')}</Link>}>
      <dl className="mb-8 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('subscriptions.email')}</dt>
        <dd className="break-all">{subscriber.email}</dd>
        <dt className="font-semibold">{t('subscriptions.phone')}</dt>
        <dd>{subscriber.tel}</dd>
        <dt className="font-semibold">{t('subscriptions.address')}</dt>
        <dd>{subscriber.adresse}</dd>
        <dt className="font-semibold">{t('subscriptions.delivery')}</dt>
        <dd>{subscriber.delivery ?? t('subscriptions.home')}</dd>
        <dt className="font-semibold">{t('subscriptions.credit')}</dt>
        <dd>{t('subscriptions.issuesLeft', { count: subscriber.credit })}</dd>
      </dl>
      <h2 className="mb-4 font-serif text-2xl font-semibold text-brand">{t('subscriptions.payments')}</h2>
      {subscriber.payments.length ? (
        <Table
          caption={t('subscriptions.payments')}
          className="mb-10"
          rows={subscriber.payments}
          rowKey={(p) => p.id}
          columns={[
            { header: t('subscriptions.orderedAt'), cell: (p) => day(p.createdAt), rowHeader: true },
            { header: t('subscriptions.formula'), cell: (p) => t('subscriptions.issues', { count: p.nombreRevues }) },
            {
              header: t('subscriptions.amount'),
              cell: (p) => formatEuros(p.montantCents, locale),
              numeric: true,
            },
            {
              header: t('subscriptions.state'),
              cell: (p) => (p.etat === 'PAYE' ? t('subscriptions.paid') : t('subscriptions.unpaid')),
            },
            { header: t('subscriptions.paidAt'), cell: (p) => day(p.paidAt) },
            { header: t('subscriptions.invoice'), cell: (p) => p.invoiceNumber ?? '—' },
          ]}
        />
      ) : (
        <p className="mb-10">{t('subscriptions.noPayment')}</p>
      )}
      <h2 className="mb-4 font-serif text-2xl font-semibold text-brand">{t('subscriptions.shipped')}</h2>
      {subscriber.shipments.length ? (
        <Table
          caption={t('subscriptions.shipped')}
          rows={subscriber.shipments}
          rowKey={(s) => s.revueId}
          columns={[
            {
              header: t('subscriptions.issue'),
              rowHeader: true,
              cell: (s) => <Link to={href('/admin/expeditions/:revue', { revue: String(s.revueId) })}>{s.numero}</Link>,
            },
            { header: t('subscriptions.shippedAt'), cell: (s) => day(s.shippedAt) },
            {
              header: t('subscriptions.delivery'),
              cell: (s) => (s.church ? t('subscriptions.church') : t('subscriptions.home')),
            },
            {
              header: t('subscriptions.confirmedAt'),
              cell: (s) => (s.confirmedAt ? day(s.confirmedAt) : t('subscriptions.notConfirmed')),
            },
          ]}
        />
      ) : (
        <p>{t('subscriptions.noShipment')}</p>
      )}
    </AdminPage>
  );
}

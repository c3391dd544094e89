import { getFormProps } from '@conform-to/react';
import { Form, href, Link } from 'react-router';
import { donationReceivedSchema } from '../../domain/admin/browser.ts';
import { getDonationForStaff, isPromised, markDonationReceived } from '../../domain/admin/index.ts';
import { formatEuros } from '../../domain/money.ts';
import { Alert, buttonClass, Field, Table } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { AskFirst } from '../features/admin/AskFirst.tsx';
import { orNotFound, recordId, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { intlLocale } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.don';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money', 'messages'] };

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return orNotFound(async () => {
    const donation = await getDonationForStaff(context.ctx, viewer, recordId(params.id));
    return {
      donation,
      promised: isPromised(donation),
      corrected: url.searchParams.get('corrige'),
      page: staffPage(request, 'money:donations.detailHeading', { reference: donation.reference }),
    };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** The gift marked received: the same operation as `npm run admin -- donation:received`. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  const id = recordId(params.id);
  return savedForm(form, donationReceivedSchema, (payload) => markDonationReceived(ctx, viewer, id, payload));
}

/** A failed network or server keeps the page, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/dons/{id}: a gift, its donor and receipts; a promised transfer or cheque marked received. */
export default function AdminDonation({
  loaderData: { donation, promised, corrected },
  actionData,
}: Route.ComponentProps) {
  const { t, lang } = useT('money');
  const locale = intlLocale(lang);
  const day = (d: Date | string | null) => (d ? formatParis(d, lang, { date: 'long' }) : '—');
  const [form, fields] = useSchemaForm(donationReceivedSchema, actionData);
  const inForce = donation.receipts.find((r) => r.inForce);
  const done = actionData?.status === 'success' ? actionData.message : null;
  return (
    <AdminPage
      action={<Link to={href('/admin/dons')}>{t('donations.back')}</Link>}
      done={done ?? (corrected ? t('donations.corrected', { code: corrected }) : null)}
    >
      {form.errors?.[0] && (
        <Alert tone="error" className="mb-6">
          {form.errors[0]}
        </Alert>
      )}
      <dl className="mb-8 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('donations.donor')}</dt>
        <dd>
          {donation.civilite} {donation.prenom} {donation.nom}
        </dd>
        <dt className="font-semibold">{t('donations.address')}</dt>
        <dd>
          {donation.adressePostale}, {donation.codePostal} {donation.ville}, {donation.pays}
        </dd>
        <dt className="font-semibold">{t('donations.email')}</dt>
        <dd className="break-all">{donation.email}</dd>
        <dt className="font-semibold">{t('donations.amount')}</dt>
        <dd>{formatEuros(donation.amountCents, locale)}</dd>
        <dt className="font-semibold">{t('donations.method')}</dt>
        <dd>{donation.choix ? t(`donations.methods.${donation.choix}`) : '—'}</dd>
        <dt className="font-semibold">{t('donations.state')}</dt>
        <dd>{t(`donations.states.${donation.etat}`)}</dd>
        <dt className="font-semibold">{t('donations.createdAt')}</dt>
        <dd>{day(donation.createdAt)}</dd>
        <dt className="font-semibold">{t('donations.paidAt')}</dt>
        <dd>{day(donation.paidAt)}</dd>
      </dl>
      {promised && !done && (
        <Form method="post" {...getFormProps(form)} className="mb-10 flex max-w-xl flex-col gap-4">
          <h2 className="font-serif text-2xl font-semibold text-brand">{t('donations.receivedHeading')}</h2>
          <Field
            meta={fields.date}
            type="date"
            label={t('donations.receivedDate')}
            hint={t('donations.receivedHint')}
          />
          <AskFirst
            label={t('donations.markReceived')}
            question={t('donations.receivedQuestion', {
              amount: formatEuros(donation.amountCents, locale),
              email: donation.email,
            })}
            confirm={t('donations.receivedConfirm')}
          />
        </Form>
      )}
      <h2 className="mb-4 font-serif text-2xl font-semibold text-brand">{t('donations.receiptsHeading')}</h2>
      {donation.receipts.length ? (
        <Table
          caption={t('donations.receiptsHeading')}
          rows={donation.receipts}
          rowKey={(r) => r.code}
          columns={[
            { header: t('donations.receipt'), cell: (r) => r.code, rowHeader: true },
            { header: t('donations.issuedAt'), cell: (r) => day(r.issuedAt) },
            { header: t('donations.replaces'), cell: (r) => r.replaces ?? '—' },
            {
              header: t('donations.inForce'),
              cell: (r) => (r.inForce ? t('donations.yes') : t('donations.replacedBy')),
            },
            {
              header: t('donations.receiptPdf'),
              cell: (r) => (
                <a
                  href={href('/admin/dons/:id/recu/:code/pdf', { id: String(donation.id), code: r.code })}
                  download
                  className="underline"
                >
                  {t('donations.downloadReceipt', { code: r.code })}
                </a>
              ),
            },
          ]}
        />
      ) : (
        <p>{t('donations.noReceipt')}</p>
      )}
      {inForce && (
        <p className="mt-6">
          <Link
            to={href('/admin/dons/:id/recu/:code', { id: String(donation.id), code: inForce.code })}
            className={buttonClass('outline')}
          >
            {t('donations.correct')}
          </Link>
        </p>
      )}
    </AdminPage>
  );
}

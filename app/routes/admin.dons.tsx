import { Form, Link } from 'react-router';
import { donationMethods, donationStates } from '../../domain/admin/browser.ts';
import { listDonationsForStaff } from '../../domain/admin/index.ts';
import { formatEuros } from '../../domain/money.ts';
import { Button, buttonClass } from '../components/ui/index.ts';
import { AdminTable } from '../features/admin/DataTable.tsx';
import { AdminHeading, useListHref } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { intlLocale } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.dons';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return { list: await listDonationsForStaff(context.ctx, viewer, params) };
}

export const headers = privatePageHeaders;

const inputClass = 'mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-white px-3 py-2';

/** /admin/dons: every gift, filtered by state, method and dates, searched by donor; sort and page in the address. */
export default function AdminDonations({ loaderData: { list } }: Route.ComponentProps) {
  const { t: ta } = useT('admin');
  const { t, lang } = useT('money');
  const { query } = list;
  const href = useListHref();
  const locale = intlLocale(lang);
  const day = (d: Date | string | null) => (d ? formatParis(d, lang) : '—');
  return (
    <section aria-labelledby="admin-dons">
      <AdminHeading
        action={
          <Link to="/df" className={buttonClass('outline')}>
            {t('donations.exports')}
          </Link>
        }
      >
        <span id="admin-dons">{t('donations.heading')}</span>
      </AdminHeading>
      <Form method="get" role="search" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <input type="hidden" name="tri" value={query.tri} />
        <input type="hidden" name="ordre" value={query.ordre} />
        <label className="font-semibold sm:col-span-2 lg:col-span-1">
          {ta('list.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} className={inputClass} />
        </label>
        <label className="font-semibold">
          {t('donations.state')}
          <select name="etat" defaultValue={query.etat ?? ''} className={inputClass}>
            <option value="">{ta('list.all')}</option>
            {donationStates.map((state) => (
              <option key={state} value={state}>
                {t(`donations.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold">
          {t('donations.method')}
          <select name="mode" defaultValue={query.mode ?? ''} className={inputClass}>
            <option value="">{ta('list.all')}</option>
            {donationMethods.map((method) => (
              <option key={method} value={method}>
                {t(`donations.methods.${method}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold">
          {ta('list.from')}
          <input type="date" name="du" defaultValue={query.du ?? ''} className={inputClass} />
        </label>
        <label className="font-semibold">
          {ta('list.to')}
          <input type="date" name="au" defaultValue={query.au ?? ''} className={inputClass} />
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
          <Button type="submit" variant="secondary">
            {ta('list.filter')}
          </Button>
          <Link to={href({ q: null, etat: null, mode: null, du: null, au: null })}>{ta('list.reset')}</Link>
          <Link to={href({ etat: 'PROMIS', mode: null })}>{t('donations.waiting')}</Link>
        </div>
      </Form>
      <AdminTable
        caption={t('donations.caption')}
        rows={list.rows}
        rowKey={(d) => d.id}
        state={query}
        total={list.total}
        pageSize={list.pageSize}
        empty={ta('list.empty')}
        columns={[
          { id: 'createdAt', header: t('donations.createdAt'), sortable: true, cell: (d) => day(d.createdAt) },
          {
            id: 'nom',
            header: t('donations.donor'),
            sortable: true,
            rowHeader: true,
            cell: (d) => (
              <Link to={`/admin/dons/${d.id}`}>
                {d.prenom} {d.nom}
                <span className="block text-sm font-normal">{d.reference}</span>
              </Link>
            ),
          },
          {
            id: 'montant',
            header: t('donations.amount'),
            sortable: true,
            cell: (d) => formatEuros(d.amountCents, locale),
            numeric: true,
          },
          {
            id: 'mode',
            header: t('donations.method'),
            cell: (d) => (d.choix ? t(`donations.methods.${d.choix}`) : '—'),
          },
          { id: 'etat', header: t('donations.state'), cell: (d) => t(`donations.states.${d.etat}`) },
          { id: 'paidAt', header: t('donations.paidAt'), sortable: true, cell: (d) => day(d.paidAt) },
          {
            id: 'receipt',
            header: t('donations.receipt'),
            cell: (d) =>
              d.receipt ? (
                <a
                  href={`/admin/dons/${d.id}/recu/${d.receipt}/pdf`}
                  download
                  className="underline"
                  aria-label={t('donations.downloadReceipt', { code: d.receipt })}
                >
                  {d.receipt}
                </a>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </section>
  );
}

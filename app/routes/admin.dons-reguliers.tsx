import { Form, href, Link } from 'react-router';
import { regularGiftStates } from '../../domain/admin/browser.ts';
import { regularGivingForStaff } from '../../domain/admin/index.ts';
import { formatEuros } from '../../domain/money.ts';
import { Button, buttonClass, Table } from '../components/ui/index.ts';
import { AdminPage, FilterSelect } from '../features/admin/AdminPage.tsx';
import { monthName, MonthlyTrend } from '../features/admin/MonthlyTrend.tsx';
import { staffListLoader } from '../features/admin/page.server.ts';
import { intlLocale } from '../i18n/languages.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta } from '../page.ts';
import { formatParis } from '../../platform/dates.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.dons-reguliers';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money'] };

export const loader = (args: Route.LoaderArgs) => staffListLoader(args, regularGivingForStaff, 'money:giving.heading');

export const meta = pageMeta;
export const headers = privatePageHeaders;

const sectionTitle = 'mb-4 mt-10 font-serif text-2xl font-semibold text-brand';

/**
 * /admin/dons/reguliers (decision 0120): the regular donors and their states, what they bring each month over
 * twelve months, the failures to follow up, and a chosen month's payments.
 */
export default function AdminRegularGifts({ loaderData: { list: view } }: Route.ComponentProps) {
  const { t, lang } = useT('money');
  const locale = intlLocale(lang);
  const euros = (cents: number) => formatEuros(cents, locale);
  const day = (d: Date | string | null) => (d ? formatParis(d, lang) : '—');
  const state = (g: { state: (typeof regularGiftStates)[number]; pauseReason: string | null }) =>
    g.state === 'paused' && g.pauseReason === 'suspended' ? t('giving.suspended') : t(`giving.gift.${g.state}`);
  const means = (g: { meansKind: string; cardLast4?: string | null; ibanLast4?: string | null }) =>
    g.meansKind === 'card'
      ? t('giving.card', { last4: g.cardLast4 ?? '' })
      : t('giving.sepa', { last4: g.ibanLast4 ?? '' });
  const donor = (g: { prenom: string | null; nom: string | null }) =>
    g.nom ? `${g.prenom} ${g.nom}` : t('giving.erased');
  return (
    <AdminPage
      action={
        <>
          <Link to={href('/admin/dons')} className={buttonClass('outline')}>
            {t('giving.oneOff')}
          </Link>
          <Link to={href('/admin/dons/recus-annuels')} className={buttonClass('primary')}>
            {t('annual.heading')}
          </Link>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <div className="rounded-md border-2 border-line bg-white p-3">
          <dt className="text-sm font-semibold">{t('giving.monthly')}</dt>
          <dd className="text-xl font-bold text-brand">{euros(view.monthlyCents)}</dd>
        </div>
        {regularGiftStates.map((s) => (
          <div key={s} className="rounded-md border-2 border-line bg-white p-3">
            <dt className="text-sm font-semibold">{t(`giving.states.${s}`)}</dt>
            <dd className="text-xl font-bold">{view.states[s] ?? 0}</dd>
          </div>
        ))}
      </dl>

      <h2 className={sectionTitle}>{t('giving.trend')}</h2>
      <MonthlyTrend months={view.trend} />

      <h2 className={sectionTitle}>{t('giving.failures')}</h2>
      <Table
        caption={t('giving.failures')}
        rows={view.failures}
        rowKey={(g) => g.id}
        empty={t('giving.noFailure')}
        columns={[
          { header: t('giving.donor'), rowHeader: true, cell: (g) => donor(g) },
          { header: t('giving.email'), cell: (g) => g.email ?? '—', className: 'whitespace-nowrap' },
          { header: t('giving.amount'), numeric: true, cell: (g) => euros(g.amountCents) },
          { header: t('giving.means'), cell: means },
          { header: t('giving.state'), cell: state },
          { header: t('giving.lastError'), cell: (g) => g.lastError ?? '—' },
        ]}
      />

      <h2 className={sectionTitle}>{t('giving.payments')}</h2>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        {view.query.etat && <input type="hidden" name="etat" value={view.query.etat} />}
        <label className="font-semibold">
          {t('giving.month')}
          <input
            type="month"
            name="mois"
            defaultValue={view.month}
            className="mt-1 block min-h-11 rounded-md border-2 border-line bg-white px-3 py-2"
          />
        </label>
        <Button type="submit" variant="outline">
          {t('giving.show')}
        </Button>
      </Form>
      <Table
        caption={t('giving.paymentsOf', { month: monthName(view.month, locale) })}
        captionClassName="mb-2 text-left font-semibold"
        rows={view.payments}
        rowKey={(p) => p.id}
        empty={t('giving.noPayment')}
        columns={[
          { header: t('giving.dueOn'), cell: (p) => day(p.dueOn) },
          { header: t('giving.donor'), rowHeader: true, cell: (p) => donor(p) },
          { header: t('giving.amount'), numeric: true, cell: (p) => euros(p.amountCents) },
          { header: t('giving.means'), cell: (p) => means(p) },
          {
            header: t('giving.status'),
            cell: (p) => (p.reversal ? t(`giving.reversals.${p.reversal}`) : t(`giving.statuses.${p.status}`)),
          },
          { header: t('giving.paidAt'), cell: (p) => day(p.paidAt) },
        ]}
      />

      <h2 className={sectionTitle}>{t('giving.donors')}</h2>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="mois" value={view.month} />
        <FilterSelect
          name="etat"
          label={t('giving.state')}
          value={view.query.etat}
          choices={regularGiftStates.map((s) => [s, t(`giving.states.${s}`)] as const)}
        />
        <Button type="submit" variant="outline">
          {t('giving.filter')}
        </Button>
      </Form>
      <Table
        caption={t('giving.donors')}
        rows={view.donors}
        rowKey={(g) => g.id}
        empty={t('giving.noDonor')}
        columns={[
          { header: t('giving.donor'), rowHeader: true, cell: (g) => donor(g) },
          { header: t('giving.amount'), numeric: true, cell: (g) => euros(g.amountCents) },
          { header: t('giving.day'), numeric: true, cell: (g) => g.dayOfMonth },
          { header: t('giving.means'), cell: means },
          { header: t('giving.state'), cell: state },
          { header: t('giving.next'), cell: (g) => day(g.nextChargeOn) },
        ]}
      />
    </AdminPage>
  );
}

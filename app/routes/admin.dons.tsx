import { href, Link } from 'react-router';
import { donationMethods, donationStates } from '../../domain/admin/browser.ts';
import { listDonationsForStaff } from '../../domain/admin/index.ts';
import { formatEuros } from '../../domain/money.ts';
import { buttonClass } from '../components/ui/index.ts';
import { useListHref } from '../components/ui/list-href.ts';
import { FilterDate, FilterSelect, ListPage, ListSearch } from '../features/admin/AdminPage.tsx';
import { staffListLoader } from '../features/admin/page.server.ts';
import { intlLocale } from '../i18n/languages.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta } from '../page.ts';
import { formatParis } from '../../platform/dates.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.dons';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money'] };

export const loader = (args: Route.LoaderArgs) =>
  staffListLoader(args, listDonationsForStaff, 'money:donations.heading');

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/dons: every gift, filtered by state, method and dates, searched by donor; sort and page in the address. */
export default function AdminDonations({ loaderData: { list } }: Route.ComponentProps) {
  const { t: ta } = useT('admin');
  const { t, lang } = useT('money');
  const { query } = list;
  const listHref = useListHref();
  const locale = intlLocale(lang);
  const day = (d: Date | string | null) => (d ? formatParis(d, lang) : '—');
  return (
    <ListPage
      action={
        <>
          <Link to={href('/admin/dons/reguliers')} className={buttonClass('primary')}>
            {t('giving.heading')}
          </Link>
          <Link to={href('/admin/dons/recus-annuels')} className={buttonClass('outline')}>
            {t('annual.heading')}
          </Link>
          <Link to={href('/df')} className={buttonClass('outline')}>
            {t('donations.exports')}
          </Link>
        </>
      }
      caption={t('donations.caption')}
      list={list}
      rowKey={(d) => d.id}
      columns={[
        { id: 'createdAt', header: t('donations.createdAt'), sortable: true, cell: (d) => day(d.createdAt) },
        {
          id: 'nom',
          header: t('donations.donor'),
          sortable: true,
          rowHeader: true,
          cell: (d) => (
            <Link to={href('/admin/dons/:id', { id: String(d.id) })}>
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
                href={href('/admin/dons/:id/recu/:code/pdf', { id: String(d.id), code: d.receipt })}
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
    >
      <ListSearch
        query={query}
        reset={['etat', 'mode', 'du', 'au']}
        links={<Link to={listHref({ etat: 'PROMIS', mode: null })}>{t('donations.waiting')}</Link>}
      >
        <FilterSelect
          name="etat"
          label={t('donations.state')}
          value={query.etat}
          choices={donationStates.map((state) => [state, t(`donations.states.${state}`)] as const)}
        />
        <FilterSelect
          name="mode"
          label={t('donations.method')}
          value={query.mode}
          choices={donationMethods.map((method) => [method, t(`donations.methods.${method}`)] as const)}
        />
        <FilterDate name="du" label={ta('list.from')} value={query.du} />
        <FilterDate name="au" label={ta('list.to')} value={query.au} />
      </ListSearch>
    </ListPage>
  );
}

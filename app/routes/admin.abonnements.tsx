import { href, Link } from 'react-router';
import { listSubscribersForStaff } from '../../domain/admin/index.ts';
import { buttonClass } from '../components/ui/index.ts';
import { FilterSelect, ListPage, ListSearch } from '../features/admin/AdminPage.tsx';
import { staffListLoader } from '../features/admin/page.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.abonnements';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money'] };

export const loader = (args: Route.LoaderArgs) =>
  staffListLoader(args, listSubscribersForStaff, 'money:subscriptions.heading');

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/abonnements: the magazine's subscribers, their credit and delivery; search, filters, sort, page. */
export default function AdminSubscribers({ loaderData: { list } }: Route.ComponentProps) {
  const { t } = useT('money');
  const { query } = list;
  return (
    <ListPage
      action={
        <Link to={href('/admin/expeditions')} className={buttonClass('outline')}>
          {t('subscriptions.shipments')}
        </Link>
      }
      caption={t('subscriptions.caption')}
      list={list}
      rowKey={(s) => s.id}
      columns={[
        {
          id: 'nom',
          header: t('subscriptions.subscriber'),
          sortable: true,
          rowHeader: true,
          cell: (s) => (
            <Link to={href('/admin/abonnements/:id', { id: String(s.id) })}>
              {s.prenom} {s.nom}
            </Link>
          ),
        },
        { id: 'email', header: t('subscriptions.email'), cell: (s) => s.email, className: 'whitespace-nowrap' },
        { id: 'ville', header: t('subscriptions.town'), cell: (s) => s.ville },
        { id: 'livraison', header: t('subscriptions.delivery'), cell: (s) => s.delivery ?? t('subscriptions.home') },
        { id: 'credit', header: t('subscriptions.credit'), sortable: true, cell: (s) => s.credit, numeric: true },
      ]}
    >
      <ListSearch query={query} reset={['livraison', 'credit']}>
        <FilterSelect
          name="livraison"
          label={t('subscriptions.delivery')}
          value={query.livraison}
          choices={[
            ['domicile', t('subscriptions.home')],
            ['eglise', t('subscriptions.church')],
          ]}
        />
        <FilterSelect
          name="credit"
          label={t('subscriptions.credit')}
          value={query.credit}
          choices={[
            ['avec', t('subscriptions.withCredit')],
            ['sans', t('subscriptions.noCredit')],
          ]}
        />
      </ListSearch>
    </ListPage>
  );
}

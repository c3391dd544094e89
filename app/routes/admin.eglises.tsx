import { href, Link } from 'react-router';
import { listChurchesForStaff } from '../../domain/admin/index.ts';
import { LinkButton } from '../components/ui/index.ts';
import { ListPage, ListSearch } from '../features/admin/AdminPage.tsx';
import { staffListLoader } from '../features/admin/page.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.eglises';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'churches'] };

export const loader = (args: Route.LoaderArgs) => staffListLoader(args, listChurchesForStaff, 'churches.heading');

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/eglises: the churches, searched by name, town or postcode; by country as on /eglises unless sorted. */
export default function AdminChurches({ loaderData: { list, params } }: Route.ComponentProps) {
  const { t } = useT('admin');
  const { t: tc } = useT('churches');
  return (
    <ListPage
      action={<LinkButton to={href('/admin/eglises/:id', { id: 'nouvelle' })}>{t('churches.new')}</LinkButton>}
      done={'supprimee' in params ? t('churches.deleted') : null}
      caption={t('churches.caption')}
      list={list}
      rowKey={(c) => c.id}
      columns={[
        {
          id: 'nom',
          header: t('churches.name'),
          rowHeader: true,
          sortable: true,
          cell: (c) => <Link to={href('/admin/eglises/:id', { id: String(c.id) })}>{c.nom}</Link>,
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
    >
      <ListSearch query={list.query} />
    </ListPage>
  );
}

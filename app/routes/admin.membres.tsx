import { href, Link } from 'react-router';
import { listMembers } from '../../domain/admin/index.ts';
import { ListPage, ListSearch } from '../features/admin/AdminPage.tsx';
import { staffListLoader } from '../features/admin/page.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.membres';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export const loader = (args: Route.LoaderArgs) => staffListLoader(args, listMembers, 'members.heading');

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/membres: members by name, searched by name or e-mail. */
export default function AdminMembers({ loaderData: { list, params } }: Route.ComponentProps) {
  const { t } = useT('admin');
  return (
    <ListPage
      done={'supprime' in params ? t('members.deleted') : null}
      caption={t('members.caption')}
      list={list}
      rowKey={(m) => m.id}
      columns={[
        {
          id: 'name',
          header: t('members.name'),
          rowHeader: true,
          cell: (m) => (
            <Link to={href('/admin/membres/:id', { id: String(m.id) })}>{`${m.lastname} ${m.firstname}`}</Link>
          ),
        },
        { id: 'email', header: t('members.email'), cell: (m) => m.email, className: 'whitespace-nowrap' },
        {
          id: 'roles',
          header: t('members.roles'),
          cell: (m) => m.roles.map((r) => t(`members.roleNames.${r}`, { defaultValue: r })).join(', ') || '—',
        },
        {
          id: 'activated',
          header: t('members.activated'),
          cell: (m) => (m.activated ? t('members.yes') : t('members.no')),
        },
      ]}
    >
      <ListSearch query={list.query} />
    </ListPage>
  );
}

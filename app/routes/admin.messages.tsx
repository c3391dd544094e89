import { href, Link } from 'react-router';
import { listMessages } from '../../domain/admin/index.ts';
import { FilterLinks } from '../features/admin/parts.tsx';
import { ListPage } from '../features/admin/AdminPage.tsx';
import { staffListLoader } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.messages';
import { formatParis } from '../../platform/dates.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export const loader = (args: Route.LoaderArgs) => staffListLoader(args, listMessages, 'messages.heading');

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/messages: the contact form's messages, newest first, waiting or handled. */
export default function AdminMessages({ loaderData: { list } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const when = (d: Date | string) => formatParis(d, lang, { date: 'short', time: 'short' });
  return (
    <ListPage
      caption={t('messages.caption')}
      list={list}
      rowKey={(m) => m.id}
      columns={[
        {
          id: 'createdAt',
          header: t('messages.date'),
          sortable: true,
          cell: (m) => <span className="whitespace-nowrap">{when(m.createdAt)}</span>,
        },
        {
          id: 'nom',
          header: t('messages.from'),
          rowHeader: true,
          sortable: true,
          cell: (m) => (
            <Link to={href('/admin/messages/:id', { id: String(m.id) })}>
              {m.nom} <span className="break-all">&lt;{m.adresseEmail}&gt;</span>
            </Link>
          ),
        },
        { id: 'excerpt', header: t('messages.excerpt'), cell: (m) => <span lang="fr">{m.excerpt}</span> },
        {
          id: 'state',
          header: t('messages.state'),
          cell: (m) => (m.handledAt ? t('messages.handledOn', { date: when(m.handledAt) }) : t('messages.toHandle')),
        },
      ]}
    >
      <p className="mb-4">{t('messages.waiting', { count: list.waiting })}</p>
      <FilterLinks
        name="etat"
        current={list.query.etat}
        label={t('messages.filter')}
        choices={[
          ['attente', t('messages.waitingFilter')],
          ['traites', t('messages.handledFilter')],
        ]}
      />
    </ListPage>
  );
}

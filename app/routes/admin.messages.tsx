import { Link } from 'react-router';
import { listMessages } from '../../domain/admin/index.ts';
import { Table } from '../components/ui/index.ts';
import { AdminHeading, FilterLinks, Pagination } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders, requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.messages';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return { list: await listMessages(context.ctx, viewer, params) };
}

export const headers = privatePageHeaders;

/** /admin/messages: the contact form's messages, newest first, waiting or handled. */
export default function AdminMessages({ loaderData: { list } }: Route.ComponentProps) {
  const { t, i18n } = useT('admin');
  const when = (d: Date | string) =>
    new Intl.DateTimeFormat(i18n.language === 'kr' ? 'ko' : i18n.language, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).format(new Date(d));
  return (
    <section aria-labelledby="admin-messages">
      <AdminHeading>
        <span id="admin-messages">{t('messages.heading')}</span>
      </AdminHeading>
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
      <Table
        caption={t('messages.caption')}
        rows={list.rows}
        rowKey={(m) => m.id}
        columns={[
          { header: t('messages.date'), cell: (m) => <span className="whitespace-nowrap">{when(m.createdAt)}</span> },
          {
            header: t('messages.from'),
            rowHeader: true,
            cell: (m) => (
              <Link to={`/admin/messages/${m.id}`}>
                {m.nom} <span className="break-all">&lt;{m.adresseEmail}&gt;</span>
              </Link>
            ),
          },
          { header: t('messages.excerpt'), cell: (m) => <span lang="fr">{m.excerpt}</span> },
          {
            header: t('messages.state'),
            cell: (m) => (m.handledAt ? t('messages.handledOn', { date: when(m.handledAt) }) : t('messages.toHandle')),
          },
        ]}
      />
      {list.rows.length === 0 && <p className="mt-4">{t('list.empty')}</p>}
      <Pagination page={list.query.page} total={list.total} pageSize={list.pageSize} />
    </section>
  );
}

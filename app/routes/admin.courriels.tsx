import { listOutbox, resendMail } from '../../domain/admin/index.ts';
import { unlessServerDown } from '../components/ui/form.ts';
import { ActionButton, FilterLinks } from '../features/admin/parts.tsx';
import { staffForm } from '../features/admin/staff-route.server.ts';
import { formFailure, formSuccess } from '../form.server.ts';
import { ListPage } from '../features/admin/AdminPage.tsx';
import { staffListLoader } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.courriels';
import { formatParis } from '../../platform/dates.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export const loader = (args: Route.LoaderArgs) => staffListLoader(args, listOutbox, 'outbox.heading');

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  try {
    const done = await resendMail(ctx, viewer, String(form.get('id') ?? ''));
    return formSuccess(null, { message: done.message });
  } catch (err) {
    return formFailure(null, err);
  }
}

/** A failed network or server keeps the page, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/courriels: the mail outbox, newest first: sent, waiting, failed with the error; a failed one sent again. */
export default function AdminOutbox({ loaderData: { list }, actionData }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const when = (d: Date | string | null) => (d ? formatParis(d, lang, { date: 'short', time: 'short' }) : '—');
  const state = (s: string) =>
    s === 'completed'
      ? t('outbox.sent')
      : s === 'failed'
        ? t('outbox.failed')
        : s === 'active'
          ? t('outbox.sending')
          : t('outbox.waiting');
  return (
    <ListPage
      error={actionData?.status === 'error' ? actionData.error?.['']?.[0] : null}
      done={actionData?.status === 'success' ? actionData.message : null}
      caption={t('outbox.caption')}
      list={list}
      rowKey={(m) => m.id}
      columns={[
        {
          id: 'createdOn',
          header: t('outbox.created'),
          sortable: true,
          cell: (m) => <span className="whitespace-nowrap">{when(m.createdOn)}</span>,
        },
        {
          id: 'subject',
          header: t('outbox.subject'),
          rowHeader: true,
          cell: (m) => (
            <>
              <span lang="fr">{m.subject ?? m.queue}</span>
              <br />
              <span className="break-all text-sm text-muted">{m.to ?? '—'}</span>
            </>
          ),
        },
        {
          id: 'state',
          header: t('outbox.state'),
          cell: (m) => (
            <>
              {state(m.state)}
              {m.state === 'completed' && ` (${when(m.completedOn)})`}
              {m.error && m.state !== 'completed' && (
                <span className="block text-sm text-danger">
                  {t('outbox.error')} <span lang="fr">{m.error}</span>
                </span>
              )}
            </>
          ),
        },
        { id: 'attempts', header: t('outbox.attempts'), numeric: true, cell: (m) => m.attempts },
        {
          id: 'actions',
          header: t('outbox.actions'),
          cell: (m) =>
            m.state === 'failed' ? (
              <ActionButton intent="resend" fields={{ id: m.id }} label={t('outbox.resend')} variant="outline" />
            ) : null,
        },
      ]}
    >
      <FilterLinks
        name="etat"
        current={list.query.etat}
        label={t('outbox.filter')}
        choices={[
          ['envoyes', t('outbox.sentFilter')],
          ['attente', t('outbox.waitingFilter')],
          ['echecs', t('outbox.failedFilter')],
        ]}
      />
    </ListPage>
  );
}

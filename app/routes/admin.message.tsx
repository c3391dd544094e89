import { href, Link } from 'react-router';
import { getMessage, markMessageHandled } from '../../domain/admin/index.ts';
import { unlessServerDown } from '../components/ui/form.ts';
import { ActionButton } from '../features/admin/parts.tsx';
import { orNotFound, recordId, staffForm } from '../features/admin/staff-route.server.ts';
import { formFailure, formSuccess } from '../form.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.message';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return orNotFound(async () => {
    const message = await getMessage(context.ctx, viewer, recordId(params.id));
    return { message, page: staffPage(request, 'messages.detailHeading', { name: message.nom }) };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  try {
    const done = await markMessageHandled(ctx, viewer, recordId(params.id), { handled: form.get('handled') });
    return formSuccess(null, { message: done.message });
  } catch (err) {
    return formFailure(null, err);
  }
}

/** A failed network or server keeps the page, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/messages/{id}: a contact message read in full, marked handled (or waiting again). */
export default function AdminMessage({ loaderData: { message }, actionData }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const when = (d: Date | string) => formatParis(d, lang, { date: 'long', time: 'short' });
  return (
    <AdminPage
      error={actionData?.status === 'error' ? actionData.error?.['']?.[0] : null}
      action={<Link to={href('/admin/messages')}>{t('messages.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : null}
    >
      <dl className="mb-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('messages.from')}</dt>
        <dd>
          {message.nom} —{' '}
          <a className="break-all" href={`mailto:${message.adresseEmail}`}>
            {message.adresseEmail}
          </a>
        </dd>
        <dt className="font-semibold">{t('messages.date')}</dt>
        <dd>{when(message.createdAt)}</dd>
        <dt className="font-semibold">{t('messages.site')}</dt>
        <dd>{message.domain}</dd>
        <dt className="font-semibold">{t('messages.state')}</dt>
        <dd>
          {message.handledAt ? t('messages.handledOn', { date: when(message.handledAt) }) : t('messages.toHandle')}
        </dd>
      </dl>
      <blockquote lang="fr" className="mb-8 whitespace-pre-line rounded-md border-l-4 border-brand bg-white p-4">
        {message.message}
      </blockquote>
      {message.handledAt ? (
        <ActionButton intent="handled" fields={{ handled: '0' }} label={t('messages.reopen')} variant="outline" />
      ) : (
        <ActionButton intent="handled" fields={{ handled: '1' }} label={t('messages.markHandled')} />
      )}
    </AdminPage>
  );
}

import { href, Link } from 'react-router';
import {
  activateMember,
  changeMemberRole,
  deleteMemberData,
  erasurePreview,
  getMember,
  resendMemberLink,
  revokeMemberSessions,
} from '../../domain/admin/index.ts';
import { buttonClass } from '../components/ui/index.ts';
import { unlessServerDown } from '../components/ui/form.ts';
import { ErasureSummary } from '../features/accounts/ErasureSummary.tsx';
import { ActionButton } from '../features/admin/parts.tsx';
import { deleteThen, orNotFound, recordId, staffForm } from '../features/admin/staff-route.server.ts';
import { formFailure, formSuccess } from '../form.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.membre';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'accounts', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const id = recordId(params.id);
  return orNotFound(async () => {
    const member = await getMember(context.ctx, viewer, id);
    const page = staffPage(request, 'members.detailHeading', member);
    return { member, erasure: await erasurePreview(context.ctx, id), page };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  const id = recordId(params.id);
  const intent = form.get('intent');
  if (intent === 'delete')
    return deleteThen(() => deleteMemberData(ctx, viewer, id), `${href('/admin/membres')}?supprime`);
  try {
    const done =
      intent === 'role'
        ? await changeMemberRole(ctx, viewer, id, { role: form.get('role'), grant: form.get('grant') })
        : intent === 'activate'
          ? await activateMember(ctx, viewer, id)
          : intent === 'link'
            ? await resendMemberLink(ctx, viewer, id)
            : intent === 'sessions'
              ? await revokeMemberSessions(ctx, viewer, id)
              : null;
    if (!done) throw new Response('Action inconnue', { status: 400 });
    return formSuccess(null, { message: done.message });
  } catch (err) {
    if (err instanceof Response) throw err;
    return formFailure(null, err);
  }
}

/** A failed network or server keeps the page, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/membres/{id}: a member's details, roles granted and revoked, account activated, sessions closed. */
export default function AdminMember({ loaderData: { member, erasure }, actionData }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const date = (d: Date | string) => formatParis(d, lang, { date: 'long' });
  return (
    <AdminPage
      error={actionData?.status === 'error' ? actionData.error?.['']?.[0] : null}
      action={<Link to={href('/admin/membres')}>{t('members.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : null}
    >
      <dl className="mb-8 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('members.email')}</dt>
        <dd className="break-all">{member.email}</dd>
        <dt className="font-semibold">{t('members.createdAt')}</dt>
        <dd>{date(member.createdAt)}</dd>
        <dt className="font-semibold">{t('members.activated')}</dt>
        <dd>{member.activated ? t('members.yes') : t('members.no')}</dd>
        <dt className="font-semibold">{t('members.openSessions')}</dt>
        <dd>{member.openSessions}</dd>
      </dl>
      <div className="mb-10 flex flex-wrap items-start gap-3">
        {!member.activated && <ActionButton intent="activate" label={t('members.activate')} />}
        <ActionButton intent="link" label={t('members.sendLink')} variant="outline" />
        <a
          href={href('/admin/membres/:id/donnees', { id: String(member.id) })}
          download
          className={buttonClass('outline')}
        >
          {t('members.export')}
        </a>
        <ActionButton
          intent="sessions"
          label={t('members.revokeSessions')}
          variant="outline"
          ask={t('members.revokeConfirm')}
        />
        <ActionButton
          intent="delete"
          label={t('members.delete')}
          variant="outline"
          ask={
            <>
              <p className="mb-3">{t('members.deleteConfirm')}</p>
              <ErasureSummary preview={erasure} />
            </>
          }
        />
      </div>
      <h2 className="mb-4 font-serif text-2xl font-semibold text-brand">{t('members.rolesHeading')}</h2>
      <ul className="divide-y divide-line">
        {member.grantableRoles.map((role) => {
          const held = member.roles.includes(role);
          const name = t(`members.roleNames.${role}`, { defaultValue: role });
          return (
            <li key={role} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold">{name}</span> <code className="text-sm text-muted">{role}</code> —{' '}
                {held ? t('members.held') : t('members.notHeld')}
              </span>
              {held ? (
                <ActionButton
                  intent="role"
                  fields={{ role, grant: '0' }}
                  label={t('members.revokeRole', { role: name })}
                  variant="outline"
                  ask={t('members.revokeRoleConfirm', { role: name })}
                />
              ) : (
                <ActionButton
                  intent="role"
                  fields={{ role, grant: '1' }}
                  label={t('members.grantRole', { role: name })}
                />
              )}
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}

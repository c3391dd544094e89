import { useEffect } from 'react';
import { useT } from '../i18n/use-t.ts';
import { data, useNavigate, useRevalidator } from 'react-router';
import { InvalidLink, signInByLink } from '../../domain/accounts/index.ts';
import { Alert, LinkButton } from '../components/ui/index.ts';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import { privatePageHeaders, sessionCookie } from '../session.server.ts';
import type { Route } from './+types/connexion';
import type { StringsHandle } from '../i18n/strings.ts';
import { Email } from '../components/ui/Email.tsx';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['accounts'], banner: 'compact' };

const redirectAfterMs = 4000;

/** Activation / connection by link: the link is used up, the account activated and a session opened. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const page = accountPage(t, 'activation');
  try {
    const { user, session } = await signInByLink(context.ctx, params.token, 'cookie');
    const member = { firstname: user.firstname, lastname: user.lastname, email: user.email };
    return data(
      { page, member, invalid: null },
      { headers: { 'Set-Cookie': sessionCookie(context.ctx, session.token), 'Cache-Control': 'no-store' } },
    );
  } catch (err) {
    if (err instanceof InvalidLink) return { page, member: null, invalid: err.message };
    throw err;
  }
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** The link is single use: never run the loader again for this page (it would find the link used). */
export function shouldRevalidate() {
  return false;
}

export default function Connexion({ loaderData }: Route.ComponentProps) {
  const { t } = useT('accounts');
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { member, invalid } = loaderData;
  useEffect(() => {
    if (!member) return;
    // The header was drawn before the session existed: draw it again signed in.
    void revalidate();
    const timer = setTimeout(() => navigate('/mon-compte', { replace: true }), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [member, navigate, revalidate]);

  if (!member) {
    return (
      <FormPanel>
        <Alert tone="error">{invalid}</Alert>
      </FormPanel>
    );
  }
  return (
    <FormPanel title={t('activation.h1')}>
      <Alert tone="success">{t('activation.welcome')}</Alert>
      <p className="mt-5 text-xl font-semibold" data-testid="activation-name">
        {member.firstname} {member.lastname}
      </p>
      <p data-testid="activation-email">
        <Email address={member.email} />
      </p>
      <p className="mt-5 text-muted">{t('activation.redirecting')}</p>
      <LinkButton to="/mon-compte" replace className="mt-5">
        {t('activation.continue')}
      </LinkButton>
    </FormPanel>
  );
}

import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { data, Form, useNavigate, useNavigation, useSubmit } from 'react-router';
import { checkActivationLink, InvalidLink, signInByLink } from '../../domain/accounts/index.ts';
import { Alert, Button, LinkButton } from '../components/ui/index.ts';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { InvalidLinkPanel } from '../features/accounts/InvalidLinkPanel.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import { assertSameOrigin, privatePageHeaders, sessionCookie } from '../session.server.ts';
import type { Route } from './+types/connexion';
import type { StringsHandle } from '../i18n/strings.ts';
import { Email } from '../components/ui/Email.tsx';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['accounts', 'messages'], banner: 'compact' };

const redirectAfterMs = 4000;

/**
 * Activation / connection by link. Opening the link (a GET, also what mail scanners do) only checks it and shows the
 * member; the activation and the session come with the POST the page sends itself, or its button (decision 0103).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const page = accountPage(t, 'activation');
  try {
    return { page, member: await checkActivationLink(context.ctx, params.token), invalid: null };
  } catch (err) {
    if (err instanceof InvalidLink) return { page, member: null, invalid: err.message };
    throw err;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context;
  assertSameOrigin(request, ctx);
  try {
    const { user, session } = await signInByLink(ctx, params.token, 'cookie');
    const activated = { firstname: user.firstname, lastname: user.lastname, email: user.email };
    return data({ activated, invalid: null }, { headers: { 'Set-Cookie': sessionCookie(ctx, session.token) } });
  } catch (err) {
    // Used, expired or unknown: nothing was done; the page says so and offers a new link.
    if (err instanceof InvalidLink) return { activated: null, invalid: err.message };
    throw err;
  }
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** Once used, the link is gone: never check it again for this page (the shell's loaders still run, signed in). */
export function shouldRevalidate() {
  return false;
}

export default function Connexion({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('accounts');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const activated = actionData?.activated;
  // After a POST without JavaScript the loader has run again and found the link used: the action's answer counts.
  const invalid = actionData ? actionData.invalid : loaderData.invalid;
  const shown = activated ?? loaderData.member;

  // With JavaScript the page activates at once, as the spec describes; without it, the button does.
  useEffect(() => {
    if (sent.current || !form.current || !loaderData.member || actionData) return;
    sent.current = true;
    void submit(form.current, { replace: true });
  }, [actionData, loaderData.member, submit]);

  useEffect(() => {
    if (!activated) return;
    const timer = setTimeout(() => navigate('/mon-compte', { replace: true }), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [activated, navigate]);

  if (invalid || !shown) return <InvalidLinkPanel message={invalid ?? ''} />;
  return (
    <FormPanel title={t('activation.h1')}>
      {activated && <Alert tone="success">{t('activation.welcome')}</Alert>}
      <p className="mt-5 text-xl font-semibold" data-testid="activation-name">
        {shown.firstname} {shown.lastname}
      </p>
      <p data-testid="activation-email">
        <Email address={shown.email} />
      </p>
      {activated ? (
        <>
          <p className="mt-5 text-muted">{t('activation.redirecting')}</p>
          <LinkButton to="/mon-compte" replace className="mt-5">
            {t('activation.continue')}
          </LinkButton>
        </>
      ) : (
        <Form method="post" ref={form} className="mt-5">
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('activation.submit')}
          </Button>
        </Form>
      )}
    </FormPanel>
  );
}

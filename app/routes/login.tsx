import { getFormProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { loginSchema } from '../../domain/accounts/browser.ts';
import { deviceLifetimeMs, signIn } from '../../domain/accounts/index.ts';
import { deviceCookie, deviceTokenFromCookie } from '../../platform/browser-session.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { useSchemaForm, unlessServerDown } from '../components/ui/form.ts';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { formFailure, readForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import {
  assertSameOrigin,
  privatePageHeaders,
  redirectIfSignedIn,
  safeRedirect,
  sessionCookie,
  type PageRequest,
} from '../session.server.ts';
import type { Route } from './+types/login';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['accounts', 'messages'], banner: 'compact' };

/** The page the visitor came from: ?redirectTo=, else a same-site Referer that is not an account page. */
function returnPath({ request, url }: PageRequest): string {
  const asked = url.searchParams.get('redirectTo');
  if (asked) return safeRedirect(asked);
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  const from = new URL(referer, url);
  if (
    from.origin !== url.origin ||
    /^\/(login|inscription|compte-oublie|connexion|changer-mot-de-passe)/.test(from.pathname)
  )
    return '/';
  return from.pathname + from.search;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context.ctx);
  const { t } = getT(request);
  return { page: accountPage(t, 'login'), redirectTo: returnPath({ request, url }) };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, clientAddress } = context;
  assertSameOrigin(request, ctx);
  const submission = await readForm(request, loginSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    const device = deviceTokenFromCookie(request.headers.get('cookie'));
    const signedIn = await signIn(ctx, submission.payload, { address: clientAddress, kind: 'cookie', device });
    const headers = new Headers({ 'Set-Cookie': sessionCookie(ctx, signedIn.session.token) });
    // The device cookie comes back with the next sign-ins here only (decision 0088).
    const lifetime = { path: '/login', publicUrl: ctx.config.PUBLIC_URL, maxAgeSeconds: deviceLifetimeMs / 1000 };
    headers.append('Set-Cookie', deviceCookie(signedIn.deviceToken, lifetime));
    return redirect(safeRedirect(String(submission.payload.redirectTo)), { headers });
  } catch (err) {
    return formFailure(submission, err);
  }
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('accounts');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(loginSchema, actionData);
  const pass = useRef<HTMLInputElement>(null);
  // Each answer of the server empties the password field (spec part 1 §5).
  useEffect(() => {
    if (actionData && pass.current) pass.current.value = '';
  }, [actionData]);
  return (
    <FormPanel title={t('login.heading')}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <p className="text-sm text-muted">{t('requiredLegend')}</p>
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field meta={fields.login} type="email" label={t('fields.login')} autoComplete="email" />
        <Field ref={pass} meta={fields.pass} type="password" label={t('fields.pass')} autoComplete="current-password" />
        <Button type="submit" busy={navigation.state === 'submitting'}>
          {t('login.submit')}
        </Button>
        <p className="flex flex-wrap justify-between gap-3">
          <Link to="/compte-oublie" className="inline-flex min-h-11 items-center font-semibold text-brand">
            {t('login.forgot')}
          </Link>
          <Link to="/inscription" className="inline-flex min-h-11 items-center font-semibold text-brand">
            {t('login.create')}
          </Link>
        </p>
      </Form>
    </FormPanel>
  );
}

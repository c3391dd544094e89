import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { loginSchema } from '../../domain/accounts/forms.ts';
import { signIn } from '../../domain/accounts/index.ts';
import { Alert, Button } from '../components/ui/index.ts';
import { Field } from '../features/accounts/Field.tsx';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { formError, formFields, type FormResult } from '../features/accounts/results.server.ts';
import { browserErrors } from '../features/accounts/validate.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { assertSameOrigin, redirectIfSignedIn, safeRedirect, sessionCookie } from '../session.server.ts';
import type { Route } from './+types/login';

/** The page the visitor came from: ?redirectTo=, else a same-site Referer that is not an account page. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
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

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context.ctx);
  const { t } = getT(request);
  return { page: accountPage(t, 'login'), redirectTo: returnPath(request) };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, clientAddress } = context;
  assertSameOrigin(request, ctx);
  const form = await request.formData();
  const values = formFields(form, ['login', 'pass']);
  try {
    const { session } = await signIn(ctx, values, { address: clientAddress, kind: 'cookie' });
    return redirect(safeRedirect(form.get('redirectTo')), {
      headers: { 'Set-Cookie': sessionCookie(ctx, session.token) },
    });
  } catch (err) {
    return formError(err, values);
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const navigation = useNavigation();
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const result = actionData as FormResult | undefined;
  const fields = errors ?? result?.fields ?? {};
  const pass = useRef<HTMLInputElement>(null);
  // Each answer of the server empties the password field (spec part 1 §5).
  useEffect(() => {
    if (result && pass.current) pass.current.value = '';
  }, [result]);
  return (
    <FormPanel title={t('login.heading')}>
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          const found = browserErrors(loginSchema, e.currentTarget);
          setErrors(found);
          if (found) e.preventDefault();
        }}
      >
        {result?.error && !errors && <Alert tone="error">{result.error}</Alert>}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field
          name="login"
          type="email"
          label={t('fields.login')}
          autoComplete="email"
          required
          error={fields.login}
          defaultValue={result?.values?.login}
        />
        <Field
          ref={pass}
          name="pass"
          type="password"
          label={t('fields.pass')}
          autoComplete="current-password"
          required
          error={fields.pass}
        />
        <Button type="submit" busy={navigation.state === 'submitting'}>
          {t('login.submit')}
        </Button>
        <p className="flex flex-wrap justify-between gap-3">
          <Link to="/compte-oublie" className="font-semibold text-brand">
            {t('login.forgot')}
          </Link>
          <Link to="/inscription" className="font-semibold text-brand">
            {t('login.create')}
          </Link>
        </p>
      </Form>
    </FormPanel>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { passwordChangeFormSchema } from '../../domain/accounts/forms.ts';
import { checkResetLink, InvalidLink, resetPassword } from '../../domain/accounts/index.ts';
import { Invalid } from '../../domain/errors.ts';
import { fieldErrors } from '../../domain/validation.ts';
import { Alert, Button } from '../components/ui/index.ts';
import { Field } from '../features/accounts/Field.tsx';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { PasswordIndicators } from '../features/accounts/PasswordIndicators.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { formError, formFields, type FormResult } from '../features/accounts/results.server.ts';
import { browserErrors } from '../features/accounts/validate.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { assertSameOrigin, sessionCookie } from '../session.server.ts';
import type { Route } from './+types/changer-mot-de-passe';

/** The link is checked when the page opens (without using it up): the member's names, or the invalid-link text. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const page = accountPage(t, 'reset');
  try {
    return { page, member: await checkResetLink(context.ctx, params.token), invalid: null };
  } catch (err) {
    if (err instanceof InvalidLink) return { page, member: null, invalid: err.message };
    throw err;
  }
}

export const meta = pageMeta;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context;
  assertSameOrigin(request, ctx);
  const values = formFields(await request.formData(), ['newPassword', 'confirmation']);
  const parsed = passwordChangeFormSchema.safeParse(values);
  try {
    if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
    const { session } = await resetPassword(ctx, params.token, values, 'cookie');
    return redirect('/', { headers: { 'Set-Cookie': sessionCookie(ctx, session.token) } });
  } catch (err) {
    return formError(err);
  }
}

export default function ChangerMotDePasse({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const navigation = useNavigation();
  const indicatorsId = useId();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const { member, invalid } = loaderData;
  const result = actionData as FormResult | undefined;
  const fields = errors ?? result?.fields ?? {};

  if (!member) {
    return (
      <FormPanel>
        <Alert tone="error">{invalid}</Alert>
        <p className="mt-6">
          <Link to="/compte-oublie" className="font-semibold text-brand">
            {t('reset.newLink')}
          </Link>
        </p>
      </FormPanel>
    );
  }
  return (
    <FormPanel title={t('reset.h2')}>
      <p>{t('reset.intro')}</p>
      <dl className="my-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-sand p-4">
        <dt className="font-semibold">{t('fields.firstname')}</dt>
        <dd data-testid="reset-firstname">{member.firstname}</dd>
        <dt className="font-semibold">{t('fields.lastname')}</dt>
        <dd data-testid="reset-lastname">{member.lastname}</dd>
        <dt className="font-semibold">{t('fields.email')}</dt>
        <dd className="break-all" data-testid="reset-email">
          {member.email}
        </dd>
      </dl>
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          const found = browserErrors(passwordChangeFormSchema, e.currentTarget);
          setErrors(found);
          if (found) e.preventDefault();
        }}
      >
        {result?.error && !errors && <Alert tone="error">{result.error}</Alert>}
        <Field
          name="newPassword"
          type="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          error={fields.newPassword}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={indicatorsId}
        />
        <PasswordIndicators id={indicatorsId} password={password} personal={member} />
        <Field
          name="confirmation"
          type="password"
          label={t('fields.confirmation')}
          autoComplete="new-password"
          required
          error={fields.confirmation}
        />
        <Button type="submit" busy={navigation.state === 'submitting'}>
          {t('reset.submit')}
        </Button>
      </Form>
    </FormPanel>
  );
}

import { getFormProps } from '@conform-to/react';
import { useId } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Form, redirect, useNavigation } from 'react-router';
import { passwordChangeFormSchema } from '../../domain/accounts/browser.ts';
import { checkResetLink, InvalidLink, resetPassword } from '../../domain/accounts/index.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { useSchemaForm, unlessServerDown } from '../components/ui/form.ts';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { InvalidLinkPanel } from '../features/accounts/InvalidLinkPanel.tsx';
import { PasswordIndicators } from '../features/accounts/PasswordIndicators.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { formFailure, readForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import { assertSameOrigin, privatePageHeaders, sessionCookie } from '../session.server.ts';
import type { Route } from './+types/changer-mot-de-passe';
import type { StringsHandle } from '../i18n/strings.ts';
import { Email } from '../components/ui/Email.tsx';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['accounts', 'messages'], banner: 'compact' };

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
export const headers = privatePageHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx } = context;
  assertSameOrigin(request, ctx);
  const submission = await readForm(request, passwordChangeFormSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    const { session } = await resetPassword(ctx, params.token, submission.payload, 'cookie');
    return redirect('/', { headers: { 'Set-Cookie': sessionCookie(ctx, session.token) } });
  } catch (err) {
    return formFailure(submission, err);
  }
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

export default function ChangerMotDePasse({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('accounts');
  const navigation = useNavigation();
  const indicatorsId = useId();
  const [form, fields] = useSchemaForm(passwordChangeFormSchema, actionData);
  const { member, invalid } = loaderData;

  if (!member) return <InvalidLinkPanel message={invalid ?? ''} />;
  return (
    <FormPanel title={t('reset.h2')}>
      <p>{t('reset.intro')}</p>
      <dl className="my-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-sand p-4">
        <dt className="font-semibold">{t('fields.firstname')}</dt>
        <dd data-testid="reset-firstname">{member.firstname}</dd>
        <dt className="font-semibold">{t('fields.lastname')}</dt>
        <dd data-testid="reset-lastname">{member.lastname}</dd>
        <dt className="font-semibold">{t('fields.email')}</dt>
        <dd data-testid="reset-email">
          <Email address={member.email} />
        </dd>
      </dl>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <p className="text-sm text-muted">{t('requiredLegend')}</p>
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <Field
          meta={fields.newPassword}
          type="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          aria-describedby={indicatorsId}
        />
        <PasswordIndicators id={indicatorsId} password={String(fields.newPassword.value ?? '')} personal={member} />
        <Field
          meta={fields.confirmation}
          type="password"
          label={t('fields.confirmation')}
          autoComplete="new-password"
        />
        <Button type="submit" busy={navigation.state === 'submitting'}>
          {t('reset.submit')}
        </Button>
      </Form>
    </FormPanel>
  );
}

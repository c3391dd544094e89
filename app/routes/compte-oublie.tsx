import { getFormProps } from '@conform-to/react';
import { useT } from '../i18n/use-t.ts';
import { useFetcher } from 'react-router';
import { forgotSchema } from '../../domain/accounts/browser.ts';
import { sendForgottenLink } from '../../domain/accounts/index.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { useMessage, useSchemaForm, type FormResult, unlessServerDown } from '../components/ui/form.ts';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { formFailure, formSuccess, readForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import { assertSameOrigin } from '../session.server.ts';
import type { Route } from './+types/compte-oublie';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['accounts', 'messages'], banner: 'compact' };

export function loader({ request }: Route.LoaderArgs) {
  const { t } = getT(request);
  return { page: accountPage(t, 'forgot') };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.ctx);
  const submission = await readForm(request, forgotSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    const { message } = await sendForgottenLink(context.ctx, submission.payload, { address: context.clientAddress });
    return formSuccess(submission, { message });
  } catch (err) {
    return formFailure(submission, err);
  }
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** Forgotten account: a green or red alert tells the outcome; after a success the send button stays disabled. */
export default function CompteOublie() {
  const { t } = useT('accounts');
  const fetcher = useFetcher<FormResult>();
  const message = useMessage();
  const [form, fields] = useSchemaForm(forgotSchema, fetcher.data);
  const sent = fetcher.data?.status === 'success';
  return (
    <FormPanel title={t('forgot.h2')}>
      <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <p>{t('forgot.intro')}</p>
        <p className="text-sm text-muted">{t('requiredLegend')}</p>
        <Field meta={fields.email} type="email" label={t('fields.email')} autoComplete="email" />
        {sent && <Alert tone="success">{message(fetcher.data?.message ?? '')}</Alert>}
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <Button type="submit" busy={fetcher.state !== 'idle'} disabled={sent}>
          {t('forgot.submit')}
        </Button>
      </fetcher.Form>
    </FormPanel>
  );
}

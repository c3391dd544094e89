import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { forgotSchema } from '../../domain/accounts/forms.ts';
import { sendForgottenLink, UnknownEmail } from '../../domain/accounts/index.ts';
import { Alert, Button } from '../components/ui/index.ts';
import { Field } from '../features/accounts/Field.tsx';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { formError, formFields, type FormResult } from '../features/accounts/results.server.ts';
import { browserErrors } from '../features/accounts/validate.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { assertSameOrigin } from '../session.server.ts';
import type { Route } from './+types/compte-oublie';

export function loader({ request }: Route.LoaderArgs) {
  const { t } = getT(request);
  return { page: accountPage(t, 'forgot') };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.ctx);
  try {
    const { message } = await sendForgottenLink(context.ctx, formFields(await request.formData(), ['email']), {
      address: context.clientAddress,
    });
    return { ok: true, message } satisfies FormResult;
  } catch (err) {
    if (err instanceof UnknownEmail) return { error: err.message } satisfies FormResult;
    return formError(err);
  }
}

/** Forgotten account: a green or red alert tells the outcome; after a success the send button stays disabled. */
export default function CompteOublie() {
  const { t } = useTranslation('accounts');
  const fetcher = useFetcher<FormResult>();
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const result = fetcher.data;
  const fields = errors ?? result?.fields ?? {};
  return (
    <FormPanel title={t('forgot.h2')}>
      <fetcher.Form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          const found = browserErrors(forgotSchema, e.currentTarget);
          setErrors(found);
          if (found) e.preventDefault();
        }}
      >
        <p>{t('forgot.intro')}</p>
        <Field name="email" type="email" label={t('fields.email')} autoComplete="email" required error={fields.email} />
        {result?.ok && <Alert tone="success">{result.message}</Alert>}
        {result?.error && <Alert tone="error">{result.error}</Alert>}
        <Button type="submit" busy={fetcher.state !== 'idle'} disabled={result?.ok}>
          {t('forgot.submit')}
        </Button>
      </fetcher.Form>
    </FormPanel>
  );
}

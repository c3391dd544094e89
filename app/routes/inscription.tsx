import { getFormProps } from '@conform-to/react';
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Form, Link, useNavigation } from 'react-router';
import { registrationFormSchema } from '../../domain/accounts/browser.ts';
import { register } from '../../domain/accounts/index.ts';
import { Alert, Button, Field, Modal } from '../components/ui/index.ts';
import { useMessage, useSchemaForm, unlessServerDown } from '../components/ui/form.ts';
import { DateField } from '../features/accounts/DateField.tsx';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { PasswordIndicators } from '../features/accounts/PasswordIndicators.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { formFailure, formSuccess, readForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import { assertSameOrigin, redirectIfSignedIn } from '../session.server.ts';
import type { Route } from './+types/inscription';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['accounts', 'messages'], banner: 'compact' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context.ctx);
  const { t } = getT(request);
  return { page: accountPage(t, 'register') };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.ctx);
  // The form's schema adds the confirmation to the API's; the domain parses the rest again.
  const submission = await readForm(request, registrationFormSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    const { message } = await register(context.ctx, submission.payload, { address: context.clientAddress });
    return formSuccess(submission, { message, reset: true });
  } catch (err) {
    return formFailure(submission, err);
  }
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

export default function Inscription({ actionData }: Route.ComponentProps) {
  const { t } = useT('accounts');
  const navigation = useNavigation();
  const message = useMessage();
  const indicatorsId = useId();
  const [form, fields] = useSchemaForm(registrationFormSchema, actionData);
  const [modalOpen, setModalOpen] = useState(false);
  const value = (name: keyof typeof fields) => String(fields[name].value ?? '');

  useEffect(() => {
    if (actionData?.status === 'success') setModalOpen(true);
  }, [actionData]);

  return (
    <FormPanel title={t('register.heading')} wide>
      <Form method="post" {...getFormProps(form)} className="grid gap-5 md:grid-cols-2">
        <p className="text-sm text-muted md:col-span-2">{t('requiredLegend')}</p>
        {form.errors && (
          <Alert tone="error" className="md:col-span-2">
            {form.errors[0]}
          </Alert>
        )}
        <div className="md:col-span-2">
          <Field meta={fields.email} type="email" label={t('fields.email')} autoComplete="email" />
        </div>
        <Field meta={fields.prenom} label={t('fields.prenom')} autoComplete="given-name" />
        <Field meta={fields.nom} label={t('fields.nom')} autoComplete="family-name" />
        <Field
          meta={fields.password}
          type="password"
          label={t('fields.password')}
          autoComplete="new-password"
          aria-describedby={indicatorsId}
        >
          <PasswordIndicators
            id={indicatorsId}
            password={value('password')}
            personal={{ firstname: value('prenom'), lastname: value('nom'), email: value('email') }}
          />
        </Field>
        <Field
          meta={fields.confirmation}
          type="password"
          label={t('fields.confirmation')}
          autoComplete="new-password"
        />
        <DateField meta={fields.dateNaissance} label={t('fields.dateNaissance')} hint={t('fields.dateHint')} />
        <Field meta={fields.lieuNaissance} label={t('fields.lieuNaissance')} />
        <Field meta={fields.telMobile} type="tel" label={t('fields.telMobile')} autoComplete="tel" />
        <div className="flex flex-col gap-4 md:col-span-2">
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('register.submit')}
          </Button>
          <Link to="/login" className="font-semibold text-brand">
            {t('register.already')}
          </Link>
        </div>
      </Form>
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title={t('register.modalTitle')}
        closeLabel={t('close')}
        actions={<Button onClick={() => setModalOpen(false)}>{t('ok')}</Button>}
      >
        <p>{message(actionData?.message ?? '')}</p>
      </Modal>
    </FormPanel>
  );
}

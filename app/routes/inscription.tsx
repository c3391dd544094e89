import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { registrationFormSchema } from '../../domain/accounts/forms.ts';
import { register } from '../../domain/accounts/index.ts';
import { Invalid } from '../../domain/errors.ts';
import { fieldErrors } from '../../domain/validation.ts';
import { Alert, Button, Modal } from '../components/ui/index.ts';
import { DateField } from '../features/accounts/DateField.tsx';
import { Field } from '../features/accounts/Field.tsx';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { PasswordIndicators } from '../features/accounts/PasswordIndicators.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { formError, formFields, type FormResult } from '../features/accounts/results.server.ts';
import { browserErrors } from '../features/accounts/validate.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { assertSameOrigin, redirectIfSignedIn } from '../session.server.ts';
import type { Route } from './+types/inscription';

const fieldNames = [
  'email',
  'prenom',
  'nom',
  'password',
  'confirmation',
  'dateNaissance',
  'lieuNaissance',
  'telMobile',
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context.ctx);
  const { t } = getT(request);
  return { page: accountPage(t, 'register') };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.ctx);
  const values = formFields(await request.formData(), fieldNames);
  // The form's schema adds the confirmation to the API's; the domain parses the rest again.
  const parsed = registrationFormSchema.safeParse(values);
  if (!parsed.success) return formError(new Invalid(fieldErrors(parsed.error)), values);
  try {
    const { message } = await register(context.ctx, values, { address: context.clientAddress });
    return { ok: true, message } satisfies FormResult;
  } catch (err) {
    return formError(err, values);
  }
}

export default function Inscription({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const navigation = useNavigation();
  const indicatorsId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [values, setValues] = useState({ password: '', prenom: '', nom: '', email: '' });
  const [modalOpen, setModalOpen] = useState(false);
  const result = actionData as FormResult | undefined;
  const fields = errors ?? result?.fields ?? {};
  const typed = result?.values ?? {};

  useEffect(() => {
    if (result?.ok) {
      setModalOpen(true);
      formRef.current?.reset();
      setValues({ password: '', prenom: '', nom: '', email: '' });
    }
  }, [result]);

  const track = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <FormPanel title={t('register.heading')} wide>
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="grid gap-5 md:grid-cols-2"
        onSubmit={(e) => {
          const found = browserErrors(registrationFormSchema, e.currentTarget);
          setErrors(found);
          if (found) e.preventDefault();
        }}
      >
        <p className="text-sm text-muted md:col-span-2">{t('requiredLegend')}</p>
        {result?.error && !errors && (
          <Alert tone="error" className="md:col-span-2">
            {result.error}
          </Alert>
        )}
        <div className="md:col-span-2">
          <Field
            defaultValue={typed.email}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
            error={fields.email}
            onChange={track('email')}
          />
        </div>
        <Field
          defaultValue={typed.prenom}
          name="prenom"
          label={t('fields.prenom')}
          autoComplete="given-name"
          required
          error={fields.prenom}
          onChange={track('prenom')}
        />
        <Field
          defaultValue={typed.nom}
          name="nom"
          label={t('fields.nom')}
          autoComplete="family-name"
          required
          error={fields.nom}
          onChange={track('nom')}
        />
        <Field
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="new-password"
          required
          error={fields.password}
          onChange={track('password')}
          aria-describedby={indicatorsId}
        >
          <PasswordIndicators
            id={indicatorsId}
            password={values.password}
            personal={{ firstname: values.prenom, lastname: values.nom, email: values.email }}
          />
        </Field>
        <Field
          name="confirmation"
          type="password"
          label={t('fields.confirmation')}
          autoComplete="new-password"
          required
          error={fields.confirmation}
        />
        <DateField
          defaultValue={typed.dateNaissance}
          name="dateNaissance"
          label={t('fields.dateNaissance')}
          hint={t('fields.dateHint')}
          required
          error={fields.dateNaissance}
        />
        <Field
          defaultValue={typed.lieuNaissance}
          name="lieuNaissance"
          label={t('fields.lieuNaissance')}
          required
          error={fields.lieuNaissance}
        />
        <Field
          defaultValue={typed.telMobile}
          name="telMobile"
          type="tel"
          label={t('fields.telMobile')}
          autoComplete="tel"
          required
          error={fields.telMobile}
        />
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
        <p>{result?.message}</p>
      </Modal>
    </FormPanel>
  );
}

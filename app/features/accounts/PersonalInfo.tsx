import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { accountUpdateSchema } from '../../../domain/accounts/forms.ts';
import { Alert, Button, buttonClass } from '../../components/ui/index.ts';
import { DateField } from './DateField.tsx';
import { Field } from './Field.tsx';
import { browserErrors } from './validate.ts';

export interface PersonalInfoAccount {
  firstname: string;
  lastname: string;
  email: string;
  dateNaissance: string | null;
  lieuNaissance: string | null;
}

/**
 * "Infomations personnelles": read mode (fields disabled) and edit mode (?edition). "Modifier" and "Abandonner"
 * are links, so they work without JavaScript; leaving edit mode reloads the server's data.
 */
export function PersonalInfo({
  account,
  fields,
  error,
}: {
  account: PersonalInfoAccount;
  fields?: Record<string, string>;
  error?: string;
}) {
  const { t } = useTranslation('accounts');
  const location = useLocation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [browser, setBrowser] = useState<Record<string, string> | null>(null);
  const editing = params.has('edition') || !!fields || !!error;
  const shown = browser ?? fields ?? {};
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'update';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">
          {t('account.email')} : <strong className="break-all text-ink">{account.email}</strong>
        </p>
        <Link
          to={editing ? '/mon-compte' : '/mon-compte?edition'}
          replace
          className={buttonClass('outline')}
          onClick={() => setBrowser(null)}
        >
          {editing ? t('account.cancel') : t('account.edit')}
        </Link>
      </div>
      {/* A new key at each navigation puts the server's values back in the fields. */}
      <Form
        key={location.key}
        method="post"
        action="/mon-compte"
        noValidate
        className="grid gap-5 md:grid-cols-2"
        onSubmit={(e) => {
          const found = browserErrors(accountUpdateSchema, e.currentTarget);
          setBrowser(found);
          if (found) e.preventDefault();
        }}
      >
        {error && (
          <Alert tone="error" className="md:col-span-2">
            {error}
          </Alert>
        )}
        <Field
          name="lastname"
          label={t('fields.lastname')}
          defaultValue={account.lastname}
          disabled={!editing}
          required
          error={shown.lastname}
        />
        <Field
          name="firstname"
          label={t('fields.firstname')}
          defaultValue={account.firstname}
          disabled={!editing}
          required
          error={shown.firstname}
        />
        <DateField
          name="dateNaissance"
          label={t('fields.dateNaissance')}
          hint={t('fields.dateHint')}
          defaultValue={account.dateNaissance ?? ''}
          disabled={!editing}
          required
          error={shown.dateNaissance}
        />
        <Field
          name="lieuNaissance"
          label={t('fields.lieuNaissance')}
          defaultValue={account.lieuNaissance ?? ''}
          disabled={!editing}
          required
          error={shown.lieuNaissance}
        />
        {editing && (
          <div className="md:col-span-2">
            <Button type="submit" name="intent" value="update" busy={saving}>
              {saving ? t('account.saving') : t('account.save')}
            </Button>
          </div>
        )}
      </Form>
      <Form method="post" action="/mon-compte" className="border-t border-line pt-6">
        <Button
          type="submit"
          name="intent"
          value="reset-link"
          variant="secondary"
          busy={navigation.formData?.get('intent') === 'reset-link'}
        >
          {t('account.changePassword')}
        </Button>
      </Form>
    </div>
  );
}

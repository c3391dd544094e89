import { getFormProps } from '@conform-to/react';
import { useT } from '../../i18n/use-t.ts';
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { accountUpdateSchema } from '../../../domain/accounts/browser.ts';
import { Alert, Button, buttonClass, Field } from '../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import { DateField } from './DateField.tsx';
import { Email } from '../../components/ui/Email.tsx';

export interface PersonalInfoAccount {
  firstname: string;
  lastname: string;
  email: string;
  dateNaissance: string | null;
  lieuNaissance: string | null;
}

/** The « Modifier » / « Abandonner » link: where focus goes after the save's modal (the save button is gone). */
export const EDIT_TOGGLE_ID = 'modifier-infos';

/**
 * "Infomations personnelles": read mode (fields disabled) and edit mode (?edition). "Modifier" and "Abandonner"
 * are links, so they work without JavaScript; leaving edit mode reloads the server's data.
 */
export function PersonalInfo({ account, result }: { account: PersonalInfoAccount; result?: FormResult }) {
  const { t } = useT('accounts');
  const location = useLocation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const editing = params.has('edition') || result?.status === 'error';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">
          {t('account.email')} :{' '}
          <strong className="text-ink">
            <Email address={account.email} />
          </strong>
        </p>
        <Link
          id={EDIT_TOGGLE_ID}
          to={editing ? '/mon-compte' : '/mon-compte?edition'}
          replace
          className={buttonClass('outline')}
        >
          {editing ? t('account.cancel') : t('account.edit')}
        </Link>
      </div>
      {/* A new key at each navigation puts the server's values (or the answer's) back in the fields. */}
      <AccountForm key={location.key} account={account} result={result} editing={editing} />
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

function AccountForm({
  account,
  result,
  editing,
}: {
  account: PersonalInfoAccount;
  result?: FormResult;
  editing: boolean;
}) {
  const { t } = useT('accounts');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(accountUpdateSchema, result, {
    defaultValue: {
      lastname: account.lastname,
      firstname: account.firstname,
      dateNaissance: account.dateNaissance ?? '',
      lieuNaissance: account.lieuNaissance ?? '',
    },
  });
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'update';
  return (
    <Form method="post" action="/mon-compte" {...getFormProps(form)} className="grid gap-5 md:grid-cols-2">
      <p className="text-sm text-muted md:col-span-2">{t('requiredLegend')}</p>
      {form.errors && (
        <Alert tone="error" className="md:col-span-2">
          {form.errors[0]}
        </Alert>
      )}
      <Field meta={fields.lastname} label={t('fields.lastname')} disabled={!editing} />
      <Field meta={fields.firstname} label={t('fields.firstname')} disabled={!editing} />
      <DateField
        meta={fields.dateNaissance}
        label={t('fields.dateNaissance')}
        hint={t('fields.dateHint')}
        disabled={!editing}
      />
      <Field meta={fields.lieuNaissance} label={t('fields.lieuNaissance')} disabled={!editing} />
      {editing && (
        <div className="md:col-span-2">
          <Button type="submit" name="intent" value="update" busy={saving}>
            {saving ? t('account.saving') : t('account.save')}
          </Button>
        </div>
      )}
    </Form>
  );
}

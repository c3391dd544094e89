import { getFormProps } from '@conform-to/react';
import { useT } from '../../../i18n/use-t.ts';
import { Alert, Button, Field, LinkButton } from '../../../components/ui/index.ts';
import { useSchemaForm } from '../../../components/ui/form.ts';
import { LAST_DAY_OF_MONTH } from '../../../../domain/giving/browser.ts';
import { monthlyGiftFormSchema } from './schema.ts';
import { MINIMUM_DONATION_CENTS } from '../../../../domain/donations/browser.ts';
import type { DonorDetails } from '../../../../domain/donor.ts';
import { centsToEuros } from '../../../../domain/money.ts';
import { DonorFields } from '../DonorFields.tsx';
import { keepDraft, RETURN_PATH, typedIn, type Draft } from './draft.ts';

/** The gift's amount and day, and the donor's details the gift keeps (its receipt names them). */
export type MonthlyDetailsValue = { montantCentimes: number; jour: number; titulaire: string; donneur: DonorDetails };

const days = Array.from({ length: LAST_DAY_OF_MONTH }, (_, i) => String(i + 1));

/**
 * The monthly gift's first step: amount, day of the month, the donor's details. A visitor is asked to sign in or
 * create an account here, what they typed kept for their return (draft.ts).
 */
export function MonthlyDetails({
  defaults,
  restored,
  signedIn,
  askAccount,
  onDone,
}: {
  defaults: Draft;
  restored: boolean;
  signedIn: boolean;
  /** Set once a visitor sent the form: the account is asked for. */
  askAccount: boolean;
  /** The values (null for a visitor, whose draft is kept), and the form as typed. */
  onDone: (value: MonthlyDetailsValue | null, typed: Draft) => void;
}) {
  const { t } = useT('donations');
  const [form, fields] = useSchemaForm(monthlyGiftFormSchema, undefined, {
    defaultValue: defaults,
    onSubmit: (event, value) => {
      event.preventDefault();
      const typed = typedIn(event.currentTarget);
      if (!signedIn) {
        keepDraft(typed);
        return onDone(null, typed);
      }
      const { montant, jour, ...donneur } = value;
      onDone({ montantCentimes: montant, jour, titulaire: `${value.prenom} ${value.nom}`, donneur }, typed);
    },
  });
  // What is typed after the account was asked for is kept too.
  const keep = () => {
    const typed = document.getElementById(form.id);
    if (typed instanceof HTMLFormElement) keepDraft(typedIn(typed));
  };
  return (
    <form {...getFormProps(form)} className="flex flex-col gap-5">
      {restored && <Alert tone="info">{t('monthly.restored')}</Alert>}
      <p className="text-sm text-muted">{t('form.required')}</p>
      <DonorFields fields={fields}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            meta={fields.montant}
            label={t('monthly.montant')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('form.montantHint', { minimum: centsToEuros(MINIMUM_DONATION_CENTS) })}
          />
          <Field
            meta={fields.jour}
            label={t('monthly.jour')}
            hint={t('monthly.jourHint')}
            control={(props) => (
              <select {...props}>
                <option value="">—</option>
                {days.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
      </DonorFields>
      {askAccount ? (
        <section aria-labelledby="don-mensuel-compte" className="rounded-lg border-2 border-gold bg-white p-5">
          <h3 id="don-mensuel-compte" tabIndex={-1} className="text-xl font-semibold text-brand">
            {t('monthly.accountTitle')}
          </h3>
          <p className="mt-2">{t('monthly.accountText')}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <LinkButton to={`/login?redirectTo=${encodeURIComponent(RETURN_PATH)}`} onClick={keep}>
              {t('monthly.signIn')}
            </LinkButton>
            <LinkButton to="/inscription" variant="outline" onClick={keep}>
              {t('monthly.register')}
            </LinkButton>
          </p>
        </section>
      ) : (
        <div>
          <Button type="submit">{t('monthly.continue')}</Button>
        </div>
      )}
    </form>
  );
}

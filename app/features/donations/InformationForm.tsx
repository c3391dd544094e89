import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import { Button } from '../../components/ui/index.ts';
import { civilites, MINIMUM_DONATION_CENTS, MONTANT_PAR_DEFAUT } from '../../../domain/donations/schemas.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { SelectField, TextField } from './Field.tsx';

/** What the page's action answers. */
export type DonationActionData =
  | { id: string; montantCentimes: number; titulaire: string }
  | { choix: 'RIB' | 'CHEQUE' }
  | { fields: Record<string, string> }
  | { notFound: true }
  | { conflict: string };

export interface Prefill {
  nom?: string;
  prenom?: string;
  email?: string;
  tel?: string;
}

/** Tab 1: the donor and the amount (spec part 1 §3 "Donation form"); every field is required. */
export function InformationForm({
  fetcher,
  prefill,
}: {
  fetcher: FetcherWithComponents<DonationActionData>;
  prefill: Prefill;
}) {
  const { t } = useTranslation('donations');
  const errors = fetcher.data && 'fields' in fetcher.data ? fetcher.data.fields : {};
  const field = (name: string, autoComplete: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`form.${name}`)}
      name={name}
      autoComplete={autoComplete}
      required
      error={errors[name]}
      defaultValue={(prefill as Record<string, string | undefined>)[name]}
      {...extra}
    />
  );
  return (
    <fetcher.Form method="post" noValidate className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="informations" />
      <p className="text-sm text-muted">{t('form.required')}</p>
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr_1fr]">
        <SelectField
          label={t('form.civilite')}
          name="civilite"
          required
          error={errors.civilite}
          defaultValue="M."
          options={civilites.map((c) => ({ value: c, label: t(`form.civilites.${c}`) }))}
        />
        {field('nom', 'family-name')}
        {field('prenom', 'given-name')}
      </div>
      <div className="sm:max-w-xs">
        {field('montant', 'off', {
          inputMode: 'decimal',
          defaultValue: String(MONTANT_PAR_DEFAUT),
          hint: t('form.montantHint', { minimum: centsToEuros(MINIMUM_DONATION_CENTS) }),
        })}
      </div>
      {field('adressePostale', 'street-address')}
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr_1fr]">
        {field('codePostal', 'postal-code')}
        {field('ville', 'address-level2')}
        {field('pays', 'country-name', { defaultValue: t('form.paysDefault') })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('tel', 'tel', { type: 'tel' })}
        {field('email', 'email', { type: 'email' })}
      </div>
      <div>
        <Button type="submit" busy={fetcher.state !== 'idle'}>
          {t('form.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

import { getFormProps } from '@conform-to/react';
import { useT } from '../../i18n/use-t.ts';
import type { FetcherWithComponents } from 'react-router';
import { Button, Field } from '../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import {
  civilites,
  donationSchema,
  MINIMUM_DONATION_CENTS,
  MONTANT_PAR_DEFAUT,
} from '../../../domain/donations/browser.ts';
import { centsToEuros } from '../../../domain/money.ts';

/** What the page's action hands back: the donation created, or the promise recorded. */
export interface CreatedDonation {
  id: string;
  amountCents: number;
  titulaire: string;
}
export type DonationResult = FormResult<CreatedDonation | { choix: 'RIB' | 'CHEQUE' }>;

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
  fetcher: FetcherWithComponents<DonationResult>;
  prefill: Prefill;
}) {
  const { t } = useT('donations');
  const [form, fields] = useSchemaForm(donationSchema, fetcher.data, {
    defaultValue: { montant: String(MONTANT_PAR_DEFAUT), pays: t('form.paysDefault'), ...prefill },
  });
  const label = (name: keyof typeof fields) => t(`form.${name}`);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="informations" />
      <p className="text-sm text-muted">{t('form.required')}</p>
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr_1fr]">
        <Field
          meta={fields.civilite}
          label={label('civilite')}
          control={(props) => (
            <select {...props}>
              <option value="">—</option>
              {civilites.map((c) => (
                <option key={c} value={c}>
                  {t(`form.civilites.${c}`)}
                </option>
              ))}
            </select>
          )}
        />
        <Field meta={fields.nom} label={label('nom')} autoComplete="family-name" />
        <Field meta={fields.prenom} label={label('prenom')} autoComplete="given-name" />
      </div>
      <div className="sm:max-w-xs">
        <Field
          meta={fields.montant}
          label={label('montant')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('form.montantHint', { minimum: centsToEuros(MINIMUM_DONATION_CENTS) })}
        />
      </div>
      <Field meta={fields.adressePostale} label={label('adressePostale')} autoComplete="address-line1" />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr_1fr]">
        <Field meta={fields.codePostal} label={label('codePostal')} autoComplete="postal-code" />
        <Field meta={fields.ville} label={label('ville')} autoComplete="address-level2" />
        <Field meta={fields.pays} label={label('pays')} autoComplete="country-name" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.tel} type="tel" label={label('tel')} autoComplete="tel" />
        <Field meta={fields.email} type="email" label={label('email')} autoComplete="email" />
      </div>
      <div>
        <Button type="submit" busy={fetcher.state !== 'idle'}>
          {t('form.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

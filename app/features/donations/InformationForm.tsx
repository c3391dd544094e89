import { getFormProps } from '@conform-to/react';
import { useT } from '../../i18n/use-t.ts';
import type { FetcherWithComponents } from 'react-router';
import { Button, Field } from '../../components/ui/index.ts';
import { DonorFields } from './DonorFields.tsx';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import { donationSchema, MINIMUM_DONATION_CENTS, MONTANT_PAR_DEFAUT } from '../../../domain/donations/browser.ts';
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
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="informations" />
      <p className="text-sm text-muted">{t('form.required')}</p>
      <DonorFields fields={fields}>
        <div className="sm:max-w-xs">
          <Field
            meta={fields.montant}
            label={t('form.montant')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('form.montantHint', { minimum: centsToEuros(MINIMUM_DONATION_CENTS) })}
          />
        </div>
      </DonorFields>
      <div>
        <Button type="submit" busy={fetcher.state !== 'idle'}>
          {t('form.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

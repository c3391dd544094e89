import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Field } from '../../components/ui/index.ts';
import { civilites } from '../../../domain/donations/browser.ts';

type DonorField = 'civilite' | 'nom' | 'prenom' | 'adressePostale' | 'codePostal' | 'ville' | 'pays' | 'tel' | 'email';

/**
 * The donor's details (spec part 1 §3 "Donation form"), the same for a one-off and a monthly gift; the amount (and
 * the day) come as children, after the names.
 */
export function DonorFields({
  fields,
  children,
}: {
  fields: Record<DonorField, FieldMetadata<unknown>>;
  children: ReactNode;
}) {
  const { t } = useT('donations');
  const label = (name: DonorField) => t(`form.${name}`);
  return (
    <>
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
      {children}
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
    </>
  );
}

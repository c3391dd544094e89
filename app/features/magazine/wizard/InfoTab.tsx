import { getFormProps } from '@conform-to/react';
import { isFieldMissing, subscriberInfoSchema } from '../../../../domain/magazine/browser.ts';
import { Alert, Button, Field } from '../../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../../components/ui/form.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { Info, Member } from './state.ts';

/** Tab 2: the member's read-only name and e-mail, and the five required fields (spec part 3 §5). */
export function InfoTab({
  member,
  nombreRevues,
  lastResult,
  defaults,
  onDone,
}: {
  member: Member;
  nombreRevues: number | null;
  /** The action's refusal of the plain form (without JavaScript). */
  lastResult: FormResult<unknown> | undefined;
  defaults: Partial<Info>;
  onDone: (info: Info) => void;
}) {
  const { t } = useT('magazine');
  const [form, fields] = useSchemaForm(subscriberInfoSchema, lastResult, {
    defaultValue: defaults,
    onSubmit: (event, value) => {
      event.preventDefault();
      onDone(value);
    },
  });
  // The spec's « Veuillez remplir tous les champs ! » when a field is empty (part 3 §5, §8), each field saying its own.
  const missing = isFieldMissing(Object.values(form.allErrors).flat());
  return (
    <form method="post" {...getFormProps(form)} className="flex max-w-2xl flex-col gap-5">
      <input type="hidden" name="intent" value="informations" />
      <input type="hidden" name="nombreRevues" value={nombreRevues ?? ''} />
      {missing && <Alert tone="error">{t('info.missing')}</Alert>}
      <p className="text-sm text-muted">{t('info.required')}</p>
      {member && (
        <dl className="grid gap-3 rounded-md bg-sand p-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{t('info.nom')}</dt>
            <dd className="font-semibold">{member.nom}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('info.prenom')}</dt>
            <dd className="font-semibold">{member.prenom}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('info.email')}</dt>
            <dd className="font-semibold break-all">{member.email}</dd>
          </div>
        </dl>
      )}
      <Field meta={fields.tel} type="tel" label={t('info.tel')} autoComplete="tel" />
      <Field meta={fields.adressePostale} label={t('info.adressePostale')} autoComplete="address-line1" />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr_1fr]">
        <Field meta={fields.codePostal} label={t('info.codePostal')} autoComplete="postal-code" />
        <Field meta={fields.ville} label={t('info.ville')} autoComplete="address-level2" />
        <Field meta={fields.pays} label={t('info.pays')} autoComplete="country-name" />
      </div>
      <div>
        <Button type="submit">{t('info.submit')}</Button>
      </div>
    </form>
  );
}

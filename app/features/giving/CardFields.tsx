import type { FieldMetadata } from '@conform-to/react';
import { Field } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

/** Demonstration mode: the test card's fields (the one-off gift's labels), for the simulated provider only. */
export function CardFields({ fields }: { fields: Record<string, FieldMetadata<unknown>> }) {
  const { t } = useT('donations');
  return (
    <>
      <Field meta={fields.numero} label={t('card.numero')} required autoComplete="cc-number" inputMode="numeric" />
      <div className="grid grid-cols-2 gap-4">
        <Field
          meta={fields.expiration}
          label={t('card.expiration')}
          required
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('card.expirationPlaceholder')}
        />
        <Field
          meta={fields.cryptogramme}
          label={t('card.cryptogramme')}
          required
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
    </>
  );
}

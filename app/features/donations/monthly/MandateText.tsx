import type { FieldMetadata } from '@conform-to/react';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { PRE_NOTIFICATION_DAYS } from '../../../../domain/giving/browser.ts';

export interface Creditor {
  name: string;
  id: string;
}

/**
 * The SEPA mandate (decision 0117) shown before the IBAN is saved, and its box: the gift is refused unless it is
 * checked. The French text is the domain's mandateText, word for word (mandate-text.test.ts).
 */
export function MandateText({ creditor, field }: { creditor: Creditor; field: FieldMetadata<unknown> }) {
  const { t } = useT('donations');
  const titleId = useId();
  const values = { creditor: creditor.name, id: creditor.id, days: PRE_NOTIFICATION_DAYS };
  return (
    <section aria-labelledby={titleId} className="rounded-lg border-2 border-line bg-white p-4">
      <h4 id={titleId} className="font-semibold text-brand">
        {t('monthly.mandateTitle')}
      </h4>
      <dl className="mt-2 grid gap-x-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('monthly.creditor')}</dt>
        <dd>{creditor.name}</dd>
        <dt className="font-semibold">{t('monthly.creditorId')}</dt>
        <dd>{creditor.id}</dd>
        <dt className="font-semibold">{t('monthly.mandateReference')}</dt>
        <dd>{t('monthly.mandateReferenceLater')}</dd>
      </dl>
      <div className="mt-3 flex flex-col gap-2 text-sm">
        {(['p1', 'p2', 'p3', 'p4'] as const).map((p) => (
          <p key={p}>{t(`monthly.mandate.${p}`, values)}</p>
        ))}
      </div>
      <div className="mt-4 flex items-start gap-3">
        <input
          type="checkbox"
          id={field.id}
          name={field.name}
          form={field.formId}
          required
          aria-invalid={field.errors ? true : undefined}
          aria-describedby={field.errors ? field.errorId : undefined}
          className="mt-0.5 size-6 shrink-0"
        />
        <label htmlFor={field.id} className="font-semibold">
          {t('monthly.accept')}
          <span aria-hidden="true" className="ml-1 text-danger">
            *
          </span>
        </label>
      </div>
      {field.errors && (
        <p id={field.errorId} className="mt-1 text-sm font-semibold text-danger">
          {field.errors[0]}
        </p>
      )}
    </section>
  );
}

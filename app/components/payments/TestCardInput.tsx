import type { FieldMetadata } from '@conform-to/react';
import { cardFieldProblem } from '../../../domain/payments/browser.ts';
import { useT } from '../../i18n/use-t.ts';
import { Field } from '../ui/index.ts';

/** Confirms the card payment of a client secret; answers the provider's status and its error message. */
export type ConfirmCard = (
  clientSecret: string,
  billingName: string,
) => Promise<{ status: string; error: string | null }>;

/**
 * Demonstration mode (no Stripe keys): a plain card form, clearly marked, whose test card number goes to the
 * simulated provider only. Standard autocomplete tokens let browsers and password managers fill it.
 */
export function TestCardInput({
  fields,
  demo,
  refusal,
}: {
  fields: Record<'numero' | 'expiration' | 'cryptogramme', FieldMetadata<unknown>>;
  /** Which test cards to use, when not the one-off payment's. */
  demo?: string;
  /** The provider's refusal of the card typed, shown under its number until it is typed again. */
  refusal?: string | null;
}) {
  const { t } = useT('donations');
  // What is already wrong as the member types, before the field is left (spec part 3 §2: « error message shown live »).
  const live = (name: 'numero' | 'expiration' | 'cryptogramme') =>
    cardFieldProblem(name, String(fields[name].value ?? ''), false);
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-md border-2 border-dashed border-ochre bg-sand p-4">
        <p className="font-semibold text-ochre">{t('card.demoTitle')}</p>
        <p className="mt-1 text-sm">{demo ?? t('card.demo')}</p>
      </div>
      <Field
        meta={fields.numero}
        label={t('card.numero')}
        autoComplete="cc-number"
        inputMode="numeric"
        liveError={live('numero') ?? refusal}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          meta={fields.expiration}
          label={t('card.expiration')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('card.expirationPlaceholder')}
          liveError={live('expiration')}
        />
        <Field
          meta={fields.cryptogramme}
          label={t('card.cryptogramme')}
          autoComplete="cc-csc"
          inputMode="numeric"
          liveError={live('cryptogramme')}
        />
      </div>
    </div>
  );
}

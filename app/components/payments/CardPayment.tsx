import { getFormProps } from '@conform-to/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { testCardFormSchema, testCardSchema, type TestCardForm } from '../../../domain/payments/browser.ts';
import { centsToEuros, formatEuros } from '../../../domain/money.ts';
import { MINIMUM_DONATION_CENTS } from '../../../domain/donations/browser.ts';
import { Button, Field } from '../ui/index.ts';
import { useSchemaForm } from '../ui/form.ts';
import { confirmTestCard, ServerDown } from './card-api.ts';
import { TestCardInput, type ConfirmCard } from './TestCardInput.tsx';

// Stripe's script is loaded only when Stripe is configured.
const StripePaymentInput = lazy(() => import('./StripePaymentInput.tsx'));

export type CardOutcome = 'cardSuccess' | 'cardFailure' | 'serverDown';

/** With Stripe, the card is in Stripe's frame: only the holder's name is ours. */
const stripeCardForm = testCardSchema.pick({ titulaire: true });

/**
 * The card tab: card field and pay button. The button is disabled while processing, while the card field
 * is empty and after success (spec part 1 §4). The outcome comes from the server, which asks the provider.
 */
export function CardPayment({
  amountCents,
  holder,
  publishableKey,
  onOutcome,
  openIntent,
  checkPayment,
}: {
  amountCents: number | null;
  holder: string;
  /** Stripe's publishable key, or null in demonstration mode. */
  publishableKey: string | null;
  onOutcome: (outcome: CardOutcome, detail?: string | null) => void;
  /** The client secret of the card payment, or null when already paid. */
  openIntent: () => Promise<string | null>;
  /** Reports the browser's view; answers whether the provider took the payment. */
  checkPayment: (clientSecret: string, statusApresPaiement: string, montantPaye: number) => Promise<boolean>;
}) {
  const { t, lang } = useT('donations');
  const [stripeEmpty, setStripeEmpty] = useState(true);
  const [processing, setProcessing] = useState(false);
  const [paid, setPaid] = useState(false);
  const stripeConfirm = useRef<ConfirmCard | null>(null);
  // One type for both: with Stripe the test card's fields are simply absent.
  const schema = (publishableKey ? stripeCardForm : testCardFormSchema) as typeof testCardFormSchema;
  const [form, fields] = useSchemaForm(schema, undefined, {
    defaultValue: { titulaire: holder },
    // As Stripe's field: a field's error shows once it is left, then follows what is typed.
    shouldValidate: 'onBlur',
    onSubmit: (event, card) => {
      event.preventDefault();
      void pay(card);
    },
  });
  const empty = publishableKey ? stripeEmpty : String(fields.numero.value ?? '').trim() === '';

  async function pay(card: TestCardForm) {
    setProcessing(true);
    try {
      const clientSecret = await openIntent();
      if (clientSecret === null) {
        setPaid(true);
        return onOutcome('cardSuccess');
      }
      const result =
        publishableKey && stripeConfirm.current
          ? await stripeConfirm.current(clientSecret, card.titulaire)
          : await confirmTestCard({ clientSecret, ...card });
      const paye = await checkPayment(clientSecret, result.status, centsToEuros(amountCents ?? 0));
      setPaid(paye);
      onOutcome(paye ? 'cardSuccess' : 'cardFailure', result.error);
    } catch (err) {
      if (!(err instanceof ServerDown)) throw err;
      onOutcome('serverDown');
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form {...getFormProps(form)} className="flex max-w-xl flex-col gap-5">
      <p>{amountCents ? t('card.intro', { amount: formatEuros(amountCents, lang) }) : t('card.introNoAmount')}</p>
      {publishableKey ? (
        <Suspense fallback={<p className="text-muted">{t('card.loading')}</p>}>
          <StripePaymentInput
            publishableKey={publishableKey}
            purpose={{ mode: 'payment', amountCents: amountCents ?? MINIMUM_DONATION_CENTS, types: ['card'] }}
            label={t('card.field')}
            onChange={setStripeEmpty}
            confirmRef={stripeConfirm}
          />
        </Suspense>
      ) : (
        <TestCardInput fields={fields} />
      )}
      <Field meta={fields.titulaire} label={t('card.titulaire')} autoComplete="cc-name" />
      <div>
        <Button type="submit" busy={processing} disabled={empty || paid}>
          {processing ? t('card.processing') : paid ? t('card.paid') : t('card.pay')}
        </Button>
      </div>
    </form>
  );
}

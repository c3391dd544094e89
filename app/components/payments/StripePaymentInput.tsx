import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type StripeElementsOptionsMode } from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useState, type RefObject } from 'react';
import type { ConfirmCard } from './TestCardInput.tsx';

/** What the element takes: a payment now (a one-off gift, a magazine), or a means saved for later (a monthly gift). */
export type StripePurpose =
  { mode: 'payment'; amountCents: number; types: string[] } | { mode: 'setup'; types: string[] };

/**
 * Stripe's Payment Element (decision 0118), created before its intent: the intent is made when the form is sent, then
 * confirmed with what the element collected. The card number and the IBAN go from Stripe's frame straight to Stripe,
 * never through our server; the donor's name goes as billing name.
 */
export default function StripePaymentInput({
  publishableKey,
  purpose,
  label,
  onChange,
  confirmRef,
}: {
  publishableKey: string;
  purpose: StripePurpose;
  label: string;
  /** Whether the element is empty, and the means chosen in it (card, sepa_debit). */
  onChange: (empty: boolean, type: string) => void;
  confirmRef: RefObject<ConfirmCard | null>;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey, { locale: 'fr' }), [publishableKey]);
  const options: StripeElementsOptionsMode =
    purpose.mode === 'payment'
      ? { mode: 'payment', amount: purpose.amountCents, currency: 'eur', allowedPaymentMethodTypes: purpose.types }
      : { mode: 'setup', currency: 'eur', allowedPaymentMethodTypes: purpose.types };
  return (
    <Elements stripe={stripe} options={{ ...options, appearance: { variables: { colorText: '#1b1a19' } } }}>
      <PaymentField mode={purpose.mode} label={label} onChange={onChange} confirmRef={confirmRef} />
    </Elements>
  );
}

function PaymentField({
  mode,
  label,
  onChange,
  confirmRef,
}: {
  mode: StripePurpose['mode'];
  label: string;
  onChange: (empty: boolean, type: string) => void;
  confirmRef: RefObject<ConfirmCard | null>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const errorId = useId();
  // Stripe's own message about what is typed or refused (spec part 3 §2: « error message shown live »).
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    confirmRef.current = async (clientSecret, name) => {
      if (!stripe || !elements) return { status: 'requires_payment_method', error: null };
      const checked = await elements.submit();
      if (checked.error) return { status: 'requires_payment_method', error: checked.error.message ?? null };
      const confirmParams = { payment_method_data: { billing_details: { name } }, return_url: window.location.href };
      const outcome =
        mode === 'payment'
          ? await stripe.confirmPayment({ elements, clientSecret, confirmParams, redirect: 'if_required' })
          : await stripe.confirmSetup({ elements, clientSecret, confirmParams, redirect: 'if_required' });
      const intent = outcome.error ? null : 'paymentIntent' in outcome ? outcome.paymentIntent : outcome.setupIntent;
      setError(outcome.error?.message ?? null);
      return { status: intent?.status ?? 'requires_payment_method', error: outcome.error?.message ?? null };
    };
  }, [stripe, elements, mode, confirmRef]);
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <p id={labelId} className="font-semibold">
        {label} <span aria-hidden="true">*</span>
      </p>
      <div className="mt-1">
        <PaymentElement
          options={{ layout: 'tabs' }}
          onChange={(e) => {
            onChange(e.empty, e.value.type);
            setError(null);
          }}
        />
      </div>
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-semibold text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}

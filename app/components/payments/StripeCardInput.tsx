import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useState, type RefObject } from 'react';
import type { ConfirmCard } from './TestCardInput.tsx';

/**
 * The card field of Stripe Elements: the card number goes from Stripe's frame straight to Stripe, never
 * through our server; the confirmation uses the client secret and the donor's name as billing name.
 */
export default function StripeCardInput({
  publishableKey,
  label,
  onEmptyChange,
  confirmRef,
}: {
  publishableKey: string;
  label: string;
  onEmptyChange: (empty: boolean) => void;
  confirmRef: RefObject<ConfirmCard | null>;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey, { locale: 'fr' }), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardField label={label} onEmptyChange={onEmptyChange} confirmRef={confirmRef} />
    </Elements>
  );
}

function CardField({
  label,
  onEmptyChange,
  confirmRef,
}: {
  label: string;
  onEmptyChange: (empty: boolean) => void;
  confirmRef: RefObject<ConfirmCard | null>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const errorId = useId();
  // Stripe's own message about what is typed (spec part 3 §2: « error message shown live »).
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    confirmRef.current = async (clientSecret, name) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { status: 'requires_payment_method', error: null };
      const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name } },
      });
      return { status: paymentIntent?.status ?? 'requires_payment_method', error: error?.message ?? null };
    };
  }, [stripe, elements, confirmRef]);
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <p id={labelId} className="font-semibold">
        {label} <span aria-hidden="true">*</span>
      </p>
      <div className="mt-1 rounded-md border-2 border-line bg-white px-3 py-3">
        <CardElement
          options={{ hidePostalCode: true, style: { base: { fontSize: '17px', color: '#1b1a19' } } }}
          onChange={(e) => {
            onEmptyChange(e.empty);
            setError(e.error?.message ?? null);
          }}
        />
      </div>
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-semibold text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}

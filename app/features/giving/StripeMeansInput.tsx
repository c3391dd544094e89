import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useEffect, useMemo, type RefObject } from 'react';
import type { Moyen as MeansKind } from '../../components/payments/giving-api.ts';

/** Saves the means typed in Stripe's frame on the setup of `clientSecret`; answers Stripe's error, or null. */
export interface StripeMeans {
  /** Checks what is typed before the setup is made (Stripe's deferred setup). */
  submit: () => Promise<string | null>;
  confirm: (clientSecret: string) => Promise<string | null>;
}

/**
 * Stripe's Payment Element in setup mode (card or SEPA debit, chosen in its frame): the card or IBAN goes straight to
 * Stripe; the setup is made after Stripe checked what was typed. Small on purpose: /soutien has its own.
 */
export default function StripeMeansInput({
  publishableKey,
  onKindChange,
  meansRef,
}: {
  publishableKey: string;
  onKindChange: (kind: MeansKind) => void;
  meansRef: RefObject<StripeMeans | null>;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey, { locale: 'fr' }), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{ mode: 'setup', currency: 'eur', allowedPaymentMethodTypes: ['card', 'sepa_debit'] }}
    >
      <MeansField onKindChange={onKindChange} meansRef={meansRef} />
    </Elements>
  );
}

function MeansField({
  onKindChange,
  meansRef,
}: {
  onKindChange: (kind: MeansKind) => void;
  meansRef: RefObject<StripeMeans | null>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    meansRef.current = {
      submit: async () => (elements ? ((await elements.submit()).error?.message ?? null) : null),
      confirm: async (clientSecret) => {
        if (!stripe || !elements) return null;
        const { error } = await stripe.confirmSetup({
          elements,
          clientSecret,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        });
        return error?.message ?? null;
      },
    };
  }, [stripe, elements, meansRef]);
  return (
    <PaymentElement
      options={{ terms: { sepaDebit: 'never' } }}
      onChange={(e) => onKindChange(e.value.type === 'sepa_debit' ? 'sepa_debit' : 'card')}
    />
  );
}

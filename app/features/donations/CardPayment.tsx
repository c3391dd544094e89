import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToEuros, formatEuros } from '../../../domain/money.ts';
import { Button } from '../../components/ui/index.ts';
import { confirmTestCard, createPaymentIntent, ServerDown, updateStatus } from './api.ts';
import { TextField } from './Field.tsx';
import { TestCardInput, type ConfirmCard, type TestCard } from './TestCardInput.tsx';

// Stripe's script is loaded only when Stripe is configured.
const StripeCardInput = lazy(() => import('./StripeCardInput.tsx'));

export type CardOutcome = 'cardSuccess' | 'cardFailure' | 'serverDown';

/**
 * The card tab: card field and pay button. The button is disabled while processing, while the card field
 * is empty and after success (spec part 1 §4). The outcome comes from the server, which asks the provider.
 */
export function CardPayment({
  donationId,
  amountCents,
  holder,
  publishableKey,
  onOutcome,
}: {
  donationId: string;
  amountCents: number | null;
  holder: string;
  /** Stripe's publishable key, or null in demonstration mode. */
  publishableKey: string | null;
  onOutcome: (outcome: CardOutcome, detail?: string | null) => void;
}) {
  const { t, i18n } = useTranslation('donations');
  const [card, setCard] = useState<TestCard>({ numero: '', expiration: '', cryptogramme: '' });
  const [stripeEmpty, setStripeEmpty] = useState(true);
  const [titulaire, setTitulaire] = useState(holder);
  const [processing, setProcessing] = useState(false);
  const [paid, setPaid] = useState(false);
  const stripeConfirm = useRef<ConfirmCard | null>(null);
  const empty = publishableKey ? stripeEmpty : card.numero.trim() === '';

  async function pay(e: FormEvent) {
    e.preventDefault();
    setProcessing(true);
    try {
      const clientSecret = await createPaymentIntent(donationId);
      if (clientSecret === null) {
        setPaid(true);
        return onOutcome('cardSuccess');
      }
      const result =
        publishableKey && stripeConfirm.current
          ? await stripeConfirm.current(clientSecret, titulaire)
          : await confirmTestCard({ clientSecret, ...card, titulaire });
      const paye = await updateStatus(clientSecret, result.status, centsToEuros(amountCents ?? 0));
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
    <form onSubmit={pay} noValidate className="flex max-w-xl flex-col gap-5">
      <p>{amountCents ? t('card.intro', { amount: formatEuros(amountCents, i18n.language) }) : t('card.introNoAmount')}</p>
      {publishableKey ? (
        <Suspense fallback={<p className="text-muted">{t('card.loading')}</p>}>
          <StripeCardInput
            publishableKey={publishableKey}
            label={t('card.field')}
            onEmptyChange={setStripeEmpty}
            confirmRef={stripeConfirm}
          />
        </Suspense>
      ) : (
        <TestCardInput card={card} onChange={setCard} />
      )}
      <TextField
        label={t('card.titulaire')}
        name="ccname"
        autoComplete="cc-name"
        value={titulaire}
        onChange={(e) => setTitulaire(e.target.value)}
      />
      <div>
        <Button type="submit" busy={processing} disabled={empty || paid}>
          {processing ? t('card.processing') : paid ? t('card.paid') : t('card.pay')}
        </Button>
      </div>
    </form>
  );
}

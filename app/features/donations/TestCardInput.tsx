import { useTranslation } from 'react-i18next';
import { TextField } from './Field.tsx';

/** Confirms the card payment of a client secret; answers the provider's status and its error message. */
export type ConfirmCard = (
  clientSecret: string,
  billingName: string,
) => Promise<{ status: string; error: string | null }>;

export interface TestCard {
  numero: string;
  expiration: string;
  cryptogramme: string;
}

/**
 * Demonstration mode (no Stripe keys): a plain card form, clearly marked, whose test card number goes to the
 * simulated provider only. Standard autocomplete tokens let browsers and password managers fill it.
 */
export function TestCardInput({ card, onChange }: { card: TestCard; onChange: (card: TestCard) => void }) {
  const { t } = useTranslation('donations');
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-md border-2 border-dashed border-ochre bg-sand p-4">
        <p className="font-semibold text-ochre">{t('card.demoTitle')}</p>
        <p className="mt-1 text-sm">{t('card.demo')}</p>
      </div>
      <TextField
        label={t('card.numero')}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        value={card.numero}
        onChange={(e) => onChange({ ...card, numero: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('card.expiration')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('card.expirationPlaceholder')}
          required
          value={card.expiration}
          onChange={(e) => onChange({ ...card, expiration: e.target.value })}
        />
        <TextField
          label={t('card.cryptogramme')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          value={card.cryptogramme}
          onChange={(e) => onChange({ ...card, cryptogramme: e.target.value })}
        />
      </div>
    </div>
  );
}

import { eurosToCents } from '../../../../domain/money.ts';
import { Alert } from '../../../components/ui/index.ts';
import { CardPayment, type CardOutcome } from '../../../components/payments/CardPayment.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { confirmSubscription, subscriptionIntent, type Transaction } from '../api.ts';
import type { Member } from './state.ts';

/**
 * Tab 4: the card payment of the subscription just opened, or, after a plain form's post (without JavaScript),
 * the amount the server computed.
 */
export function CardTab({
  transaction,
  plainAmount,
  member,
  publishableKey,
  euros,
  onOutcome,
}: {
  transaction: Transaction | null;
  /** In euros, as the route's action answers it. */
  plainAmount: number | undefined;
  member: Member;
  publishableKey: string | null;
  euros: (cents: number) => string;
  onOutcome: (outcome: CardOutcome, detail?: string | null) => void;
}) {
  const { t } = useT('magazine');
  if (transaction)
    return (
      <CardPayment
        key={transaction.id}
        amountCents={eurosToCents(transaction.montant)}
        holder={member ? `${member.prenom} ${member.nom}` : ''}
        publishableKey={publishableKey}
        openIntent={() => subscriptionIntent(transaction.id)}
        checkPayment={confirmSubscription}
        onOutcome={onOutcome}
      />
    );
  if (plainAmount !== undefined)
    return <Alert tone="info">{t('noScript.payment', { amount: euros(eurosToCents(plainAmount)) })}</Alert>;
  return null;
}

import { useCallback, useState } from 'react';
import { Button, Modal } from '../ui/index.ts';

/**
 * The outcome of a payment flow (card success or failure, and the flow's own outcomes) and the modal that shows
 * it: the specification's message, and for a declined card the provider's reason under it.
 *   const payment = usePaymentOutcome<Outcome>();   <CardPayment onOutcome={payment.show} … />
 *   <PaymentOutcomeModal outcome={payment.outcome} detail={payment.detail} titles={…} message={…} onClose={…} />
 */
export function usePaymentOutcome<O extends string>() {
  const [state, setState] = useState<{ outcome: O | null; detail: string | null }>({ outcome: null, detail: null });
  const show = useCallback(
    (outcome: O, detail?: string | null) =>
      setState({ outcome, detail: outcome === 'cardFailure' ? (detail ?? null) : null }),
    [],
  );
  const clear = useCallback(() => setState({ outcome: null, detail: null }), []);
  return { ...state, show, clear };
}

export function PaymentOutcomeModal<O extends string>({
  outcome,
  detail,
  titles,
  message,
  testId,
  closeLabel,
  okLabel,
  onClose,
}: {
  outcome: O | null;
  detail: string | null;
  titles: Record<O, string>;
  /** The message of the outcome shown (spec's wording). */
  message: string;
  testId: string;
  closeLabel: string;
  okLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={outcome !== null}
      onClose={onClose}
      title={outcome ? titles[outcome] : ''}
      closeLabel={closeLabel}
      actions={<Button onClick={onClose}>{okLabel}</Button>}
    >
      {outcome && <p data-testid={testId}>{message}</p>}
      {outcome === 'cardFailure' && detail && <p className="mt-2 text-sm text-muted">{detail}</p>}
    </Modal>
  );
}

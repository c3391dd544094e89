import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import type { Prefill } from '../InformationForm.tsx';
import type { CreatedGift } from '../../../components/payments/giving-api.ts';
import { takeDraft, type Draft } from './draft.ts';
import { GiftConfirmation } from './GiftConfirmation.tsx';
import type { Creditor } from './MandateText.tsx';
import { MonthlyDetails, type MonthlyDetailsValue } from './MonthlyDetails.tsx';
import { MonthlyMeans } from './MonthlyMeans.tsx';

/** The day offered first: early in the month, after most salaries. */
const DEFAULT_DAY = '5';

/**
 * « Je donne chaque mois » (issue 33): the amount, the day and the donor's details; a visitor signs in or creates an
 * account, what they typed kept; then the card or the SEPA debit; then the gift in place.
 */
export function MonthlyGift({
  prefill,
  signedIn,
  creditor,
  publishableKey,
}: {
  prefill: Prefill;
  signedIn: boolean;
  creditor: Creditor;
  publishableKey: string | null;
}) {
  const { t } = useT('donations');
  const [defaults, setDefaults] = useState<Draft>({
    montant: '10',
    jour: DEFAULT_DAY,
    pays: t('form.paysDefault'),
    ...prefill,
  });
  /** Set when a kept draft is put back: the form starts again with it. */
  const [restored, setRestored] = useState(false);
  /** Once the first step is sent, the note about a restored draft has done its work. */
  const [sent, setSent] = useState(false);
  const [askAccount, setAskAccount] = useState(false);
  const [details, setDetails] = useState<MonthlyDetailsValue | null>(null);
  const [gift, setGift] = useState<CreatedGift | null>(null);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const draft = takeDraft();
    if (!draft) return;
    setDefaults((known) => ({ ...known, ...draft }));
    setRestored(true);
  }, []);

  /** Each step starts at its top, its first control focused (it may be off screen on a phone). */
  const moved = (then: () => void) => {
    then();
    requestAnimationFrame(() => {
      top.current?.scrollIntoView({ block: 'start' });
      top.current?.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
    });
  };

  return (
    <div ref={top} id="don-mensuel" className="scroll-mt-24">
      {gift ? (
        <GiftConfirmation gift={gift} />
      ) : details ? (
        <MonthlyMeans
          details={details}
          creditor={creditor}
          publishableKey={publishableKey}
          onEdit={() => moved(() => setDetails(null))}
          onCreated={(created) => moved(() => setGift(created))}
          onSignedOut={() =>
            moved(() => {
              setDetails(null);
              setAskAccount(true);
            })
          }
        />
      ) : (
        <MonthlyDetails
          key={restored ? 'kept' : 'new'}
          defaults={defaults}
          restored={restored && !sent}
          signedIn={signedIn && !askAccount}
          askAccount={askAccount}
          onDone={(value, typed) => {
            setDefaults(typed);
            setSent(true);
            if (value) return moved(() => setDetails(value));
            setAskAccount(true);
            requestAnimationFrame(() => document.getElementById('don-mensuel-compte')?.focus());
          }}
        />
      )}
    </div>
  );
}

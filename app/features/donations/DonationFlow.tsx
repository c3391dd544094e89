import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useFetcher } from 'react-router';
import { Alert, Tabs } from '../../components/ui/index.ts';
import { CardPayment, type CardOutcome } from '../../components/payments/CardPayment.tsx';
import { PaymentOutcomeModal, usePaymentOutcome } from '../../components/payments/PaymentOutcome.tsx';
import { createPaymentIntent, updateStatus } from './api.ts';
import { InformationForm, type DonationResult, type Prefill } from './InformationForm.tsx';
import { PromisePanel, type BankDetails } from './PromisePanel.tsx';

/** The donation id (and amount) kept for the browser session (spec part 1 §4 "Donation"). */
const ID_KEY = 'donationId';
const AMOUNT_KEY = 'donationMontant';

type Outcome = CardOutcome | 'promise';
type Tab = 'informations' | 'carte' | 'virement' | 'cheque';

/**
 * The four tabs of /soutien: the information form creates the donation, then card, transfer and cheque
 * open. Every outcome shows the specification's message; closing it after a payment or a promise clears
 * the stored id and reloads the page.
 */
export function DonationFlow({
  prefill,
  bank,
  payee,
  publishableKey,
}: {
  prefill: Prefill;
  bank: BankDetails;
  payee: string;
  publishableKey: string | null;
}) {
  const { t } = useT('donations');
  const info = useFetcher<DonationResult>();
  const choice = useFetcher<DonationResult>();
  const [donationId, setDonationId] = useState<string | null>(null);
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [holder, setHolder] = useState([prefill.prenom, prefill.nom].filter(Boolean).join(' '));
  const [tab, setTab] = useState<Tab>('informations');
  const payment = usePaymentOutcome<Outcome>();
  const { outcome, show: setOutcome } = payment;
  const steps = useRef<HTMLDivElement>(null);
  /** Set when the information step is saved: the next step is brought into view and focused (it may be off screen). */
  const [stepMoved, setStepMoved] = useState(false);

  useEffect(() => {
    if (!stepMoved) return;
    setStepMoved(false);
    const box = steps.current;
    const selected = box?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!box || !selected) return;
    selected.focus({ preventScroll: true });
    // At once: `auto` follows the page's smooth scrolling, which a panel changing height can interrupt short of the tab.
    box.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [stepMoved]);

  useEffect(() => {
    const stored = sessionStorage.getItem(ID_KEY);
    if (stored) {
      setDonationId(stored);
      setAmountCents(Number(sessionStorage.getItem(AMOUNT_KEY)) || null);
    }
  }, []);

  useEffect(() => {
    const data = info.data?.data;
    if (info.state !== 'idle' || !data || !('id' in data)) return;
    sessionStorage.setItem(ID_KEY, data.id);
    sessionStorage.setItem(AMOUNT_KEY, String(data.amountCents));
    setDonationId(data.id);
    setAmountCents(data.amountCents);
    setHolder(data.titulaire);
    setTab('carte');
    setStepMoved(true);
  }, [info.state, info.data]);

  useEffect(() => {
    const data = choice.data;
    if (choice.state !== 'idle' || !data) return;
    if (data.status === 'success') setOutcome('promise');
    else if (data.code === 'NOT_FOUND') forget();
    else setOutcome('serverDown');
  }, [choice.state, choice.data, setOutcome]);

  function forget() {
    sessionStorage.removeItem(ID_KEY);
    sessionStorage.removeItem(AMOUNT_KEY);
    setDonationId(null);
    setTab('informations');
  }

  function close() {
    const done = outcome === 'cardSuccess' || outcome === 'promise';
    payment.clear();
    if (done) {
      sessionStorage.removeItem(ID_KEY);
      sessionStorage.removeItem(AMOUNT_KEY);
      window.location.reload();
    }
  }

  const confirm = (choix: 'RIB' | 'CHEQUE') => {
    if (donationId) void choice.submit({ intent: 'choix', id: donationId, choix }, { method: 'post' });
  };
  const locked = !donationId;
  const lockedNote = <p className="text-muted">{t('form.locked')}</p>;
  const titles: Record<Outcome, string> = {
    cardSuccess: t('modal.successTitle'),
    cardFailure: t('modal.failureTitle'),
    promise: t('modal.promiseTitle'),
    serverDown: t('modal.errorTitle'),
  };

  return (
    <div ref={steps} id="etapes-du-don" className="scroll-mt-24">
      {donationId && tab !== 'informations' && info.data?.status === 'success' && (
        <Alert tone="success" className="mb-6">
          {t('form.saved')}
        </Alert>
      )}
      <Tabs
        label={t('tabs.label')}
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
        tabs={[
          {
            id: 'informations',
            label: t('tabs.informations'),
            content: <InformationForm fetcher={info} prefill={prefill} />,
          },
          {
            id: 'carte',
            label: t('tabs.carte'),
            disabled: locked,
            content: donationId ? (
              <CardPayment
                amountCents={amountCents}
                holder={holder}
                publishableKey={publishableKey}
                openIntent={() => createPaymentIntent(donationId)}
                checkPayment={updateStatus}
                onOutcome={payment.show}
              />
            ) : (
              lockedNote
            ),
          },
          {
            id: 'virement',
            label: t('tabs.virement'),
            disabled: locked,
            content: donationId ? (
              <PromisePanel
                choix="RIB"
                donationId={donationId}
                amountCents={amountCents}
                bank={bank}
                payee={payee}
                busy={choice.state !== 'idle'}
                onConfirm={() => confirm('RIB')}
              />
            ) : (
              lockedNote
            ),
          },
          {
            id: 'cheque',
            label: t('tabs.cheque'),
            disabled: locked,
            content: donationId ? (
              <PromisePanel
                choix="CHEQUE"
                donationId={donationId}
                amountCents={amountCents}
                bank={bank}
                payee={payee}
                busy={choice.state !== 'idle'}
                onConfirm={() => confirm('CHEQUE')}
              />
            ) : (
              lockedNote
            ),
          },
        ]}
      />
      <PaymentOutcomeModal
        outcome={outcome}
        detail={payment.detail}
        titles={titles}
        message={outcome ? t(`modal.${outcome}`) : ''}
        testId="donation-message"
        closeLabel={t('modal.close')}
        okLabel={t('modal.ok')}
        onClose={close}
      />
    </div>
  );
}

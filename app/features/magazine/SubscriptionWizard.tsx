import { useEffect } from 'react';
import { DEFAULT_CHURCH_ID } from '../../../domain/magazine/browser.ts';
import { formatEuros } from '../../../domain/money.ts';
import { escapeHtml } from '../../../platform/escape.ts';
import { Alert, Tabs } from '../../components/ui/index.ts';
import type { FormResult } from '../../components/ui/form.ts';
import { useT } from '../../i18n/use-t.ts';
import { PaymentOutcomeModal } from '../../components/payments/PaymentOutcome.tsx';
import { CardTab } from './wizard/CardTab.tsx';
import { DeliveryTab } from './wizard/DeliveryTab.tsx';
import { FormulaTab } from './wizard/FormulaTab.tsx';
import { InfoTab } from './wizard/InfoTab.tsx';
import {
  refusalOf,
  useWizard,
  type Info,
  type Member,
  type Outcome,
  type PlainStep,
  type Step,
} from './wizard/state.ts';

export type { PlainStep };

export interface WizardProps {
  /** The signed-in member (read-only name, first name and e-mail), or null for a visitor. */
  member: Member;
  /** What the subscriber record or the account already knows. */
  prefill: Partial<Info>;
  /** The subscriber's church, if any. */
  subscriberChurch: number | null;
  churches: { id: number; nom: string; codePostal: string }[];
  publishableKey: string | null;
  /** The answer of the route's action to a plain form (page without JavaScript). */
  plain?: FormResult<PlainStep>;
}

/** The subscription wizard: four tabs (formula, information, delivery, card), their state in `wizard/state.ts`. */
export function SubscriptionWizard({
  member,
  prefill,
  subscriberChurch,
  churches,
  publishableKey,
  plain,
}: WizardProps) {
  const { t, lang } = useT('magazine');
  const defaultChurch =
    churches.find((c) => c.id === (subscriberChurch ?? DEFAULT_CHURCH_ID))?.id ?? churches[0]?.id ?? null;
  const step = plain?.data;
  const { state, update, choose, keepInfo, post, posting, payment, close, stepMoved, setStepMoved } = useWizard(
    member,
    defaultChurch,
    step,
  );
  const refusal = refusalOf(plain);
  const { outcome } = payment;
  // After « Choisir », « Valider mes informations » and « Suivant », the keyboard goes to the new step's tab, its
  // name, brought into view at once (as the donation form does): the page's smooth scrolling, interrupted as the next
  // step's panel replaced the taller one, could leave the focused tab out of view; not after a tab chosen by the member.
  useEffect(() => {
    if (!stepMoved) return;
    setStepMoved(false);
    const tabs = document.querySelector<HTMLElement>(`[role="tablist"][aria-label="${t('tabs.label')}"]`);
    tabs?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus({ preventScroll: true });
    tabs?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [stepMoved, setStepMoved, t]);
  const euros = (cents: number) => formatEuros(cents, lang);
  const titles: Record<Outcome, string> = {
    cardSuccess: t('modal.successTitle'),
    cardFailure: t('modal.failureTitle'),
    serverDown: t('modal.errorTitle'),
    serverError: t('modal.errorTitle'),
  };

  return (
    <>
      {/* React renders no children of <noscript>: its content goes as markup (the text escaped). */}
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<p class="mb-4 rounded-md bg-sand p-3">${escapeHtml(t('noScript.note'))}</p>`,
        }}
      />
      {refusal.length > 0 && (
        <Alert tone="error" className="mb-4">
          {refusal.join(' ')}
        </Alert>
      )}
      <Tabs
        label={t('tabs.label')}
        selected={String(state.tab)}
        onSelect={(id) => update({ tab: Number(id) as Step })}
        tabs={[
          {
            id: '1',
            label: t('tabs.formule'),
            content: <FormulaTab chosen={state.nombreRevues} euros={euros} onChoose={choose} />,
          },
          {
            id: '2',
            label: t('tabs.informations'),
            disabled: state.reached < 2,
            content: (
              <InfoTab
                member={member}
                nombreRevues={state.nombreRevues}
                lastResult={step?.tab === 2 && plain?.status === 'error' ? plain : undefined}
                defaults={{ pays: t('info.paysDefault'), ...prefill, ...(state.info ?? {}) }}
                onDone={keepInfo}
              />
            ),
          },
          {
            id: '3',
            label: t('tabs.livraison'),
            disabled: state.reached < 3,
            content: (
              <DeliveryTab
                state={state}
                churches={churches}
                defaultChurch={defaultChurch}
                posting={posting}
                euros={euros}
                update={update}
                onPost={() => void post()}
              />
            ),
          },
          {
            id: '4',
            label: t('tabs.carte'),
            disabled: state.reached < 4 || (!state.transaction && step?.montant === undefined),
            content: (
              <CardTab
                transaction={state.transaction}
                plainAmount={step?.montant}
                member={member}
                publishableKey={publishableKey}
                euros={euros}
                onOutcome={payment.show}
              />
            ),
          },
        ]}
      />
      <PaymentOutcomeModal
        outcome={outcome}
        detail={payment.detail}
        titles={titles}
        message={outcome ? t(`modal.${outcome}`) : ''}
        testId="revue-message"
        closeLabel={t('modal.close')}
        okLabel={t('modal.ok')}
        onClose={close}
      />
    </>
  );
}

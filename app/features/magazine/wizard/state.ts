import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formulas, type Formula } from '../../../../domain/magazine/browser.ts';
import type { FormResult } from '../../../components/ui/form.ts';
import type { CardOutcome } from '../../../components/payments/CardPayment.tsx';
import { usePaymentOutcome } from '../../../components/payments/PaymentOutcome.tsx';
import { postSubscription, ServerDown, type Transaction } from '../api.ts';

/** The wizard's state, kept for the browser session (spec part 3 §4 "Subscription wizard"). */
const STORE_KEY = 'revueAbonnement';
export type Step = 1 | 2 | 3 | 4;
export interface Info {
  tel: string;
  adressePostale: string;
  codePostal: string;
  ville: string;
  pays: string;
}
export interface WizardState {
  tab: Step;
  /** The furthest tab reached: tabs after it stay locked. */
  reached: Step;
  nombreRevues: number | null;
  info: Info | null;
  livraisonDomicile: boolean;
  egliseId: number | null;
  transaction: Transaction | null;
}
export type Outcome = CardOutcome | 'serverError';
export type Member = { nom: string; prenom: string; email: string } | null;

/**
 * The step the page shows after a plain form's post (without JavaScript, decision 0076): the route's action
 * answers it, after a success as after a refusal; tab 4 then holds the amount the server computed.
 */
export interface PlainStep {
  tab: Step;
  nombreRevues?: number;
  info?: Info;
  livraisonDomicile?: boolean;
  egliseId?: number | null;
  montant?: number;
}

const fresh: WizardState = {
  tab: 1,
  reached: 1,
  nombreRevues: null,
  info: null,
  livraisonDomicile: false,
  egliseId: null,
  transaction: null,
};

/**
 * The wizard's state and its moves: the tab shown, what each tab collected (stored for the browser session, back
 * after a reload for a signed-in member), the subscription's post and the payment's outcome.
 */
export function useWizard(member: Member, defaultChurch: number | null, step: PlainStep | undefined) {
  const navigate = useNavigate();
  const [state, setState] = useState<WizardState>(() =>
    step
      ? {
          ...fresh,
          tab: step.tab,
          reached: step.tab,
          nombreRevues: step.nombreRevues ?? null,
          info: step.info ?? null,
          livraisonDomicile: step.livraisonDomicile ?? false,
          egliseId: step.egliseId === undefined ? defaultChurch : step.egliseId,
        }
      : { ...fresh, egliseId: defaultChurch },
  );
  const payment = usePaymentOutcome<Outcome>();
  const [posting, setPosting] = useState(false);
  // Set by « Choisir », « Valider mes informations » and « Suivant » (not by a tab the member chooses): the page then
  // takes the keyboard to the new step (see SubscriptionWizard).
  const [stepMoved, setStepMoved] = useState(false);

  // The stored state comes back after a reload (tab 4 included) for a signed-in member.
  useEffect(() => {
    const stored = sessionStorage.getItem(STORE_KEY);
    if (!stored || !member) return;
    try {
      setState({ ...fresh, ...(JSON.parse(stored) as WizardState) });
    } catch {
      sessionStorage.removeItem(STORE_KEY);
    }
  }, [member]);

  function update(next: Partial<WizardState>) {
    setState((s) => {
      const merged = { ...s, ...next };
      sessionStorage.setItem(STORE_KEY, JSON.stringify(merged));
      return merged;
    });
  }
  const goLogin = () => void navigate('/login?redirectTo=%2Frevue');

  function choose(formula: Formula) {
    if (!member) return goLogin();
    update({
      nombreRevues: formula.nombreRevues,
      tab: 2,
      reached: Math.max(2, state.reached) as Step,
      transaction: null,
    });
    setStepMoved(true);
  }

  function keepInfo(info: Info) {
    if (!member) return goLogin();
    update({ info, tab: 3, reached: Math.max(3, state.reached) as Step, transaction: null });
    setStepMoved(true);
  }

  async function post() {
    if (!member) return goLogin();
    const formula = formulas.find((f) => f.nombreRevues === state.nombreRevues);
    if (!formula || !state.info) return update({ tab: 1 });
    setPosting(true);
    try {
      const answer = await postSubscription({
        ...member,
        ...state.info,
        nombreRevues: formula.nombreRevues,
        livraisonDomicile: state.livraisonDomicile,
        egliseId: state.livraisonDomicile ? null : state.egliseId,
        recevoirDerniereRevue: false,
      });
      if (answer.ok) {
        update({ transaction: answer.transaction, tab: 4, reached: 4 });
        setStepMoved(true);
      } else if (answer.status === 401) goLogin();
      else {
        update({ tab: 1, reached: 1, transaction: null });
        payment.show('serverError');
      }
    } catch (err) {
      if (!(err instanceof ServerDown)) throw err;
      payment.show('serverDown');
    } finally {
      setPosting(false);
    }
  }

  function close() {
    const done = payment.outcome === 'cardSuccess';
    payment.clear();
    if (done) {
      sessionStorage.removeItem(STORE_KEY);
      window.location.reload();
    }
  }

  return { state, update, choose, keepInfo, post, posting, payment, close, stepMoved, setStepMoved };
}

/** The messages of a plain form refused as a whole (formula, delivery); the information tab shows its own. */
export function refusalOf(plain: FormResult<PlainStep> | undefined): string[] {
  return plain?.status === 'error' && plain.data?.tab !== 2
    ? Object.values(plain.error ?? {}).flatMap((m) => m ?? [])
    : [];
}

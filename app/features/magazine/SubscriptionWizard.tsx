import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  amountsOf,
  DEFAULT_CHURCH_ID,
  formulas,
  subscriberInfoSchema,
  type Formula,
} from '../../../domain/magazine/browser.ts';
import { formatEuros } from '../../../domain/money.ts';
import { Alert, Button, Field, Tabs } from '../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import { useT } from '../../i18n/use-t.ts';
import { CardPayment, type CardOutcome } from '../../components/payments/CardPayment.tsx';
import { PaymentOutcomeModal, usePaymentOutcome } from '../../components/payments/PaymentOutcome.tsx';
import { confirmSubscription, postSubscription, ServerDown, subscriptionIntent, type Transaction } from './api.ts';

/** The wizard's state, kept for the browser session (spec part 3 §4 "Subscription wizard"). */
const STORE_KEY = 'revueAbonnement';
type Step = 1 | 2 | 3 | 4;
interface Info {
  tel: string;
  adressePostale: string;
  codePostal: string;
  ville: string;
  pays: string;
}
interface WizardState {
  tab: Step;
  /** The furthest tab reached: tabs after it stay locked. */
  reached: Step;
  nombreRevues: number | null;
  info: Info | null;
  livraisonDomicile: boolean;
  egliseId: number | null;
  transaction: Transaction | null;
}
type Outcome = CardOutcome | 'serverError';

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

export interface WizardProps {
  /** The signed-in member (read-only name, first name and e-mail), or null for a visitor. */
  member: { nom: string; prenom: string; email: string } | null;
  /** What the subscriber record or the account already knows. */
  prefill: Partial<Info>;
  /** The subscriber's church, if any. */
  subscriberChurch: number | null;
  churches: { id: number; nom: string; codePostal: string }[];
  publishableKey: string | null;
  /** The answer of the route's action to a plain form (page without JavaScript). */
  plain?: FormResult<PlainStep>;
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

export function SubscriptionWizard({
  member,
  prefill,
  subscriberChurch,
  churches,
  publishableKey,
  plain,
}: WizardProps) {
  const { t, lang } = useT('magazine');
  const navigate = useNavigate();
  const defaultChurch =
    churches.find((c) => c.id === (subscriberChurch ?? DEFAULT_CHURCH_ID))?.id ?? churches[0]?.id ?? null;
  const step = plain?.data;
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
  /** The messages of a plain form refused as a whole (formula, delivery); the information tab shows its own. */
  const refusal =
    plain?.status === 'error' && step?.tab !== 2 ? Object.values(plain.error ?? {}).flatMap((m) => m ?? []) : [];
  const payment = usePaymentOutcome<Outcome>();
  const { outcome, show: setOutcome } = payment;
  const [posting, setPosting] = useState(false);

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

  // After « Choisir », « Valider mes informations » and « Suivant », the keyboard goes to the new step's tab, its
  // name, brought into view (as the donation form does); not after a tab chosen by the member.
  const [stepMoved, setStepMoved] = useState(false);
  useEffect(() => {
    if (!stepMoved) return;
    setStepMoved(false);
    const tabs = document.querySelector<HTMLElement>(`[role="tablist"][aria-label="${t('tabs.label')}"]`);
    tabs?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus({ preventScroll: true });
    tabs?.scrollIntoView({ block: 'start' });
  }, [stepMoved, t]);

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
        setOutcome('serverError');
      }
    } catch (err) {
      if (!(err instanceof ServerDown)) throw err;
      setOutcome('serverDown');
    } finally {
      setPosting(false);
    }
  }

  function close() {
    const done = outcome === 'cardSuccess';
    payment.clear();
    if (done) {
      sessionStorage.removeItem(STORE_KEY);
      window.location.reload();
    }
  }

  const euros = (cents: number) => formatEuros(cents, lang);
  const chosen = formulas.find((f) => f.nombreRevues === state.nombreRevues);
  const amounts = chosen ? amountsOf(chosen, state.livraisonDomicile) : null;
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
            content: (
              <ul className="grid gap-4 sm:grid-cols-3">
                {formulas.map((f) => (
                  <li
                    key={f.code}
                    className="flex flex-col gap-2 rounded-lg border-2 border-line bg-white p-5 text-center aria-[current=true]:border-gold"
                    aria-current={state.nombreRevues === f.nombreRevues ? true : undefined}
                  >
                    <h3 className="font-serif text-2xl font-semibold text-brand">{t(`formula.${f.code}`)}</h3>
                    <p>{t('formula.issues', { count: f.nombreRevues })}</p>
                    <p className="text-3xl font-semibold">{euros(f.prixCents)}</p>
                    <form
                      method="post"
                      className="flex flex-col"
                      onSubmit={(e) => {
                        e.preventDefault();
                        choose(f);
                      }}
                    >
                      <input type="hidden" name="intent" value="formule" />
                      <input type="hidden" name="nombreRevues" value={f.nombreRevues} />
                      <Button type="submit" aria-label={t('formula.chooseNamed', { name: t(`formula.${f.code}`) })}>
                        {t('formula.choose')}
                      </Button>
                    </form>
                  </li>
                ))}
                <li className="text-sm text-muted sm:col-span-3">{t('formula.note', { price: euros(400) })}</li>
              </ul>
            ),
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
                onDone={(info) => {
                  if (!member) return goLogin();
                  update({ info, tab: 3, reached: Math.max(3, state.reached) as Step, transaction: null });
                  setStepMoved(true);
                }}
              />
            ),
          },
          {
            id: '3',
            label: t('tabs.livraison'),
            disabled: state.reached < 3,
            content: (
              <form
                method="post"
                className="flex max-w-2xl flex-col gap-5"
                onSubmit={(e) => {
                  e.preventDefault();
                  void post();
                }}
              >
                <input type="hidden" name="intent" value="livraison" />
                <input type="hidden" name="nombreRevues" value={state.nombreRevues ?? ''} />
                {state.info &&
                  Object.entries(state.info).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                <fieldset className="flex flex-col gap-3">
                  <legend className="mb-2 font-semibold">{t('delivery.legend')}</legend>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="radio"
                      name="livraisonDomicile"
                      value="false"
                      className="size-5"
                      checked={!state.livraisonDomicile}
                      onChange={() => update({ livraisonDomicile: false, egliseId: state.egliseId ?? defaultChurch })}
                    />
                    {t('delivery.church')}
                  </label>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="radio"
                      name="livraisonDomicile"
                      value="true"
                      className="size-5"
                      checked={state.livraisonDomicile}
                      onChange={() => update({ livraisonDomicile: true, egliseId: null })}
                    />
                    {t('delivery.home', { price: euros(400) })}
                  </label>
                </fieldset>
                {!state.livraisonDomicile && (
                  <label className="flex flex-col gap-1">
                    <span className="font-semibold">{t('delivery.churchLabel')}</span>
                    <select
                      name="egliseId"
                      className="min-h-11 rounded-md border-2 border-line bg-white px-3 py-2"
                      value={state.egliseId ?? ''}
                      onChange={(e) => update({ egliseId: Number(e.target.value) })}
                    >
                      {churches.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.nom} ({c.codePostal})
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {amounts && chosen && (
                  <p data-testid="revue-total" className="rounded-md bg-sand p-4">
                    {state.livraisonDomicile
                      ? t('delivery.totalHome', {
                          formula: t(`formula.${chosen.code}`),
                          price: euros(amounts.montantAbonnementCents),
                          delivery: euros(amounts.livraisonCents),
                          total: euros(amounts.montantCents),
                        })
                      : t('delivery.total', {
                          formula: t(`formula.${chosen.code}`),
                          total: euros(amounts.montantCents),
                        })}
                  </p>
                )}
                <div>
                  <Button type="submit" busy={posting}>
                    {t('delivery.next')}
                  </Button>
                </div>
              </form>
            ),
          },
          {
            id: '4',
            label: t('tabs.carte'),
            disabled: state.reached < 4 || (!state.transaction && step?.montant === undefined),
            content: state.transaction ? (
              <CardPayment
                key={state.transaction.id}
                amountCents={Math.round(state.transaction.montant * 100)}
                holder={member ? `${member.prenom} ${member.nom}` : ''}
                publishableKey={publishableKey}
                openIntent={() => subscriptionIntent(state.transaction!.id)}
                checkPayment={confirmSubscription}
                onOutcome={payment.show}
              />
            ) : step?.montant !== undefined ? (
              <Alert tone="info">{t('noScript.payment', { amount: euros(Math.round(step.montant * 100)) })}</Alert>
            ) : null,
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Tab 2: the member's read-only name and e-mail, and the five required fields (spec part 3 §5). */
function InfoTab({
  member,
  nombreRevues,
  lastResult,
  defaults,
  onDone,
}: {
  member: WizardProps['member'];
  nombreRevues: number | null;
  /** The action's refusal of the plain form (without JavaScript). */
  lastResult: FormResult<unknown> | undefined;
  defaults: Partial<Info>;
  onDone: (info: Info) => void;
}) {
  const { t } = useT('magazine');
  const [form, fields] = useSchemaForm(subscriberInfoSchema, lastResult, {
    defaultValue: defaults,
    onSubmit: (event, value) => {
      event.preventDefault();
      onDone(value);
    },
  });
  const invalid = Object.keys(form.allErrors).length > 0;
  return (
    <form method="post" {...getFormProps(form)} className="flex max-w-2xl flex-col gap-5">
      <input type="hidden" name="intent" value="informations" />
      <input type="hidden" name="nombreRevues" value={nombreRevues ?? ''} />
      {invalid && <Alert tone="error">{t('info.missing')}</Alert>}
      <p className="text-sm text-muted">{t('info.required')}</p>
      {member && (
        <dl className="grid gap-3 rounded-md bg-sand p-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{t('info.nom')}</dt>
            <dd className="font-semibold">{member.nom}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('info.prenom')}</dt>
            <dd className="font-semibold">{member.prenom}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('info.email')}</dt>
            <dd className="font-semibold break-all">{member.email}</dd>
          </div>
        </dl>
      )}
      <Field meta={fields.tel} type="tel" label={t('info.tel')} autoComplete="tel" />
      <Field meta={fields.adressePostale} label={t('info.adressePostale')} autoComplete="street-address" />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr_1fr]">
        <Field meta={fields.codePostal} label={t('info.codePostal')} autoComplete="postal-code" />
        <Field meta={fields.ville} label={t('info.ville')} autoComplete="address-level2" />
        <Field meta={fields.pays} label={t('info.pays')} autoComplete="country-name" />
      </div>
      <div>
        <Button type="submit">{t('info.submit')}</Button>
      </div>
    </form>
  );
}

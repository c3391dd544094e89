import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  amountsOf,
  DEFAULT_CHURCH_ID,
  formulas,
  subscriberInfoSchema,
  type Formula,
} from '../../../domain/magazine/formulas.ts';
import { formatEuros } from '../../../domain/money.ts';
import { Alert, Button, Field, Modal, Tabs } from '../../components/ui/index.ts';
import { useSchemaForm } from '../../components/ui/form.ts';
import { useT } from '../../i18n/use-t.ts';
import { CardPayment, type CardOutcome } from '../../components/payments/CardPayment.tsx';
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

export interface WizardProps {
  /** The signed-in member (read-only name, first name and e-mail), or null for a visitor. */
  member: { nom: string; prenom: string; email: string } | null;
  /** What the subscriber record or the account already knows. */
  prefill: Partial<Info>;
  /** The subscriber's church, if any. */
  subscriberChurch: number | null;
  churches: { id: number; nom: string; codePostal: string }[];
  publishableKey: string | null;
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

export function SubscriptionWizard({ member, prefill, subscriberChurch, churches, publishableKey }: WizardProps) {
  const { t, i18n } = useT('magazine');
  const navigate = useNavigate();
  const defaultChurch =
    churches.find((c) => c.id === (subscriberChurch ?? DEFAULT_CHURCH_ID))?.id ?? churches[0]?.id ?? null;
  const [state, setState] = useState<WizardState>({ ...fresh, egliseId: defaultChurch });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
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

  function choose(formula: Formula) {
    if (!member) return goLogin();
    update({
      nombreRevues: formula.nombreRevues,
      tab: 2,
      reached: Math.max(2, state.reached) as Step,
      transaction: null,
    });
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
      if (answer.ok) update({ transaction: answer.transaction, tab: 4, reached: 4 });
      else if (answer.status === 401) goLogin();
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
    setOutcome(null);
    if (done) {
      sessionStorage.removeItem(STORE_KEY);
      window.location.reload();
    }
  }

  const euros = (cents: number) => formatEuros(cents, i18n.language);
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
                    <Button
                      onClick={() => choose(f)}
                      aria-label={t('formula.chooseNamed', { name: t(`formula.${f.code}`) })}
                    >
                      {t('formula.choose')}
                    </Button>
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
                defaults={{ pays: t('info.paysDefault'), ...prefill, ...(state.info ?? {}) }}
                onDone={(info) => {
                  if (!member) return goLogin();
                  update({ info, tab: 3, reached: Math.max(3, state.reached) as Step, transaction: null });
                }}
              />
            ),
          },
          {
            id: '3',
            label: t('tabs.livraison'),
            disabled: state.reached < 3,
            content: (
              <div className="flex max-w-2xl flex-col gap-5">
                <fieldset className="flex flex-col gap-3">
                  <legend className="mb-2 font-semibold">{t('delivery.legend')}</legend>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="radio"
                      name="livraison"
                      className="size-5"
                      checked={!state.livraisonDomicile}
                      onChange={() => update({ livraisonDomicile: false, egliseId: state.egliseId ?? defaultChurch })}
                    />
                    {t('delivery.church')}
                  </label>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="radio"
                      name="livraison"
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
                  <Button onClick={() => void post()} busy={posting}>
                    {t('delivery.next')}
                  </Button>
                </div>
              </div>
            ),
          },
          {
            id: '4',
            label: t('tabs.carte'),
            disabled: state.reached < 4 || !state.transaction,
            content: state.transaction ? (
              <CardPayment
                key={state.transaction.id}
                amountCents={Math.round(state.transaction.montant * 100)}
                holder={member ? `${member.prenom} ${member.nom}` : ''}
                publishableKey={publishableKey}
                openIntent={() => subscriptionIntent(state.transaction!.id)}
                checkPayment={confirmSubscription}
                onOutcome={(o, d) => {
                  setDetail(o === 'cardFailure' ? (d ?? null) : null);
                  setOutcome(o);
                }}
              />
            ) : null,
          },
        ]}
      />
      <Modal
        open={outcome !== null}
        onClose={close}
        title={outcome ? titles[outcome] : ''}
        closeLabel={t('modal.close')}
        actions={<Button onClick={close}>{t('modal.ok')}</Button>}
      >
        {outcome && <p data-testid="revue-message">{t(`modal.${outcome}`)}</p>}
        {outcome === 'cardFailure' && detail && <p className="mt-2 text-sm text-muted">{detail}</p>}
      </Modal>
    </>
  );
}

/** Tab 2: the member's read-only name and e-mail, and the five required fields (spec part 3 §5). */
function InfoTab({
  member,
  defaults,
  onDone,
}: {
  member: WizardProps['member'];
  defaults: Partial<Info>;
  onDone: (info: Info) => void;
}) {
  const { t } = useT('magazine');
  const [form, fields] = useSchemaForm(subscriberInfoSchema, undefined, {
    defaultValue: defaults,
    onSubmit: (event, value) => {
      event.preventDefault();
      onDone(value);
    },
  });
  const invalid = Object.keys(form.allErrors).length > 0;
  return (
    <form {...getFormProps(form)} className="flex max-w-2xl flex-col gap-5">
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

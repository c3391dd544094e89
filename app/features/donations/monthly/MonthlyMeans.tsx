import { getFormProps } from '@conform-to/react';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { Alert, Button, Field } from '../../../components/ui/index.ts';
import { useMessage, useSchemaForm } from '../../../components/ui/form.ts';
import { ServerDown } from '../../../components/payments/card-api.ts';
import { TestCardInput, type ConfirmCard } from '../../../components/payments/TestCardInput.tsx';
import { stripeSepaFormSchema, testSepaFormSchema } from '../../../../domain/giving/browser.ts';
import { testCardFormSchema } from '../../../../domain/payments/browser.ts';
import { centsToEuros, formatEuros } from '../../../../domain/money.ts';
import {
  confirmTestMeans,
  createGift,
  Refused,
  startSetup,
  type CreatedGift,
  type Moyen,
} from '../../../components/payments/giving-api.ts';
import { MandateText, type Creditor } from './MandateText.tsx';
import type { MonthlyDetailsValue } from './MonthlyDetails.tsx';

// Stripe's script is loaded only when Stripe is configured.
const StripePaymentInput = lazy(() => import('../../../components/payments/StripePaymentInput.tsx'));

type Confirm = (clientSecret: string) => Promise<{ status: string; error: string | null }>;

/**
 * Sets up the means (the provider's setup, confirmed by Stripe's element or the simulated form), then creates the
 * gift. The provider's refusal of a card or an IBAN shows under its field; a lost session asks to sign in again.
 */
function useGiftSetup(details: MonthlyDetailsValue, onCreated: (gift: CreatedGift) => void, onSignedOut: () => void) {
  const { t } = useT();
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(moyen: Moyen, confirm: Confirm) {
    setBusy(true);
    setRefusal(null);
    setFailure(null);
    try {
      const { setupId, clientSecret } = await startSetup(moyen);
      const confirmed = await confirm(clientSecret);
      if (confirmed.status !== 'succeeded') return setRefusal(message(confirmed.error ?? t('errors.unavailable')));
      const gift = await createGift({
        ...details.donneur,
        montant: String(centsToEuros(details.montantCentimes)),
        jour: String(details.jour),
        setupId,
        ...(moyen === 'sepa_debit' && { mandatAccepte: true }),
      });
      onCreated(gift);
    } catch (err) {
      if (err instanceof ServerDown) return setFailure(t('errors.unavailable'));
      if (!(err instanceof Refused)) throw err;
      if (err.status === 401) return onSignedOut();
      const typed = err.fields.numero ?? err.fields.iban;
      if (typed) setRefusal(message(typed));
      else setFailure(message(err.message));
    } finally {
      setBusy(false);
    }
  }
  /** A refusal goes as soon as the card number or the IBAN is typed again. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name === 'numero' || name === 'iban') setRefusal(null);
  };
  return { busy, refusal, failure, run, onInput };
}

type Setup = ReturnType<typeof useGiftSetup>;

export function MonthlyMeans({
  details,
  creditor,
  publishableKey,
  onEdit,
  onCreated,
  onSignedOut,
}: {
  details: MonthlyDetailsValue;
  creditor: Creditor;
  publishableKey: string | null;
  onEdit: () => void;
  onCreated: (gift: CreatedGift) => void;
  onSignedOut: () => void;
}) {
  const { t, lang } = useT('donations');
  const [moyen, setMoyen] = useState<Moyen>('card');
  const setup = useGiftSetup(details, onCreated, onSignedOut);
  const common = { details, creditor, setup };
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-3 rounded-lg bg-sand p-4 text-lg">
        <span className="font-semibold">
          {t('monthly.summary', { amount: formatEuros(details.montantCentimes, lang), day: details.jour })}
        </span>
        <Button type="button" variant="ghost" onClick={onEdit}>
          {t('monthly.edit')}
        </Button>
      </p>
      {setup.failure && <Alert tone="error">{setup.failure}</Alert>}
      {publishableKey ? (
        <StripeMeans {...common} publishableKey={publishableKey} />
      ) : (
        <>
          <fieldset className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            <legend className="mb-2 font-semibold">{t('monthly.meansLegend')}</legend>
            {(['card', 'sepa_debit'] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="moyen"
                  value={kind}
                  className="size-5"
                  checked={moyen === kind}
                  onChange={() => setMoyen(kind)}
                />
                {t(`monthly.${kind}`)}
              </label>
            ))}
          </fieldset>
          {moyen === 'card' ? <TestCardForm {...common} /> : <TestSepaForm {...common} />}
        </>
      )}
    </div>
  );
}

interface FormProps {
  details: MonthlyDetailsValue;
  creditor: Creditor;
  setup: Setup;
}

function SubmitButton({ busy }: { busy: boolean }) {
  const { t } = useT('donations');
  return (
    <div>
      <Button type="submit" busy={busy}>
        {busy ? t('monthly.processing') : t('monthly.submit')}
      </Button>
    </div>
  );
}

/** Demonstration mode: one of Stripe's test cards, saved by the simulated provider. */
function TestCardForm({ details, setup }: FormProps) {
  const { t } = useT('donations');
  const [form, fields] = useSchemaForm(testCardFormSchema, undefined, {
    defaultValue: { titulaire: details.titulaire },
    shouldValidate: 'onBlur',
    onSubmit: (event, card) => {
      event.preventDefault();
      void setup.run('card', (clientSecret) => confirmTestMeans({ clientSecret, moyen: 'card', ...card }));
    },
  });
  return (
    <form {...getFormProps(form)} onInput={setup.onInput} className="flex max-w-xl flex-col gap-5">
      <TestCardInput fields={fields} demo={t('monthly.demoCard')} refusal={setup.refusal} />
      <Field meta={fields.titulaire} label={t('card.titulaire')} autoComplete="cc-name" />
      <SubmitButton busy={setup.busy} />
    </form>
  );
}

/** Demonstration mode: one of Stripe's test IBANs, the mandate shown and accepted. */
function TestSepaForm({ details, creditor, setup }: FormProps) {
  const { t } = useT('donations');
  const [form, fields] = useSchemaForm(testSepaFormSchema, undefined, {
    defaultValue: { titulaire: details.titulaire },
    onSubmit: (event, { iban, titulaire }) => {
      event.preventDefault();
      void setup.run('sepa_debit', (clientSecret) =>
        confirmTestMeans({ clientSecret, moyen: 'sepa_debit', iban, titulaire }),
      );
    },
  });
  return (
    <form {...getFormProps(form)} onInput={setup.onInput} className="flex max-w-xl flex-col gap-5">
      <div className="rounded-md border-2 border-dashed border-ochre bg-sand p-4">
        <p className="font-semibold text-ochre">{t('card.demoTitle')}</p>
        <p className="mt-1 text-sm">{t('monthly.demoSepa')}</p>
      </div>
      <Field meta={fields.iban} label={t('monthly.iban')} autoComplete="off" liveError={setup.refusal} />
      <Field meta={fields.titulaire} label={t('monthly.titulaireCompte')} autoComplete="name" />
      <MandateText creditor={creditor} field={fields.mandatAccepte} />
      <SubmitButton busy={setup.busy} />
    </form>
  );
}

/** With Stripe: its Payment Element (card or SEPA debit); for a debit, our mandate's box too. */
function StripeMeans({ details, creditor, setup, publishableKey }: FormProps & { publishableKey: string }) {
  const { t } = useT('donations');
  const [kind, setKind] = useState<Moyen>('card');
  const [empty, setEmpty] = useState(true);
  const confirm = useRef<ConfirmCard | null>(null);
  const sepa = kind === 'sepa_debit';
  // One type for both: for a card the mandate's box is simply absent.
  const schema = (sepa ? stripeSepaFormSchema : stripeSepaFormSchema.partial()) as typeof stripeSepaFormSchema;
  const [form, fields] = useSchemaForm(schema, undefined, {
    onSubmit: (event) => {
      event.preventDefault();
      void setup.run(kind, (clientSecret) =>
        confirm.current
          ? confirm.current(clientSecret, details.titulaire)
          : Promise.resolve({ status: '', error: null }),
      );
    },
  });
  return (
    <form {...getFormProps(form)} className="flex max-w-xl flex-col gap-5">
      <Suspense fallback={<p className="text-muted">{t('card.loading')}</p>}>
        <StripePaymentInput
          publishableKey={publishableKey}
          purpose={{ mode: 'setup', types: ['card', 'sepa_debit'] }}
          label={t('monthly.stripeField')}
          onChange={(isEmpty, type) => {
            setEmpty(isEmpty);
            setKind(type === 'sepa_debit' ? 'sepa_debit' : 'card');
          }}
          confirmRef={confirm}
        />
      </Suspense>
      {setup.refusal && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {setup.refusal}
        </p>
      )}
      {sepa && <MandateText creditor={creditor} field={fields.mandatAccepte} />}
      <div>
        <Button type="submit" busy={setup.busy} disabled={empty}>
          {setup.busy ? t('monthly.processing') : t('monthly.submit')}
        </Button>
      </div>
    </form>
  );
}

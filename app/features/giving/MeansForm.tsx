import { getFormProps, type FieldMetadata } from '@conform-to/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { mandateText } from '../../../domain/giving/browser.ts';
import { Alert, Button, CheckboxField, Field } from '../../components/ui/index.ts';
import { useMessage, useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import { useT } from '../../i18n/use-t.ts';
import { CardFields } from './CardFields.tsx';
import {
  confirmTestMeans,
  Refused,
  ServerDown,
  startSetup,
  type Moyen as MeansKind,
} from '../../components/payments/giving-api.ts';
import { stripeMeansForm, testMeansForm } from './means-schemas.ts';
import type { StripeMeans } from './StripeMeansInput.tsx';

// Stripe's script is loaded only when Stripe is configured.
const StripeMeansInput = lazy(() => import('./StripeMeansInput.tsx'));

export interface Creditor {
  publishableKey: string | null;
  creditor: string;
  creditorId: string;
}

/**
 * A new card or IBAN for a gift: set up at the provider from the browser (Stripe's Payment Element, or the simulated
 * provider's test fields), then posted to the page, whose action hands it to the domain.
 */
export function MeansForm({
  gift,
  kind,
  holder,
  payments,
  onDone,
}: {
  gift: number;
  kind: MeansKind;
  holder: string;
  payments: Creditor;
  onDone: (intent: string) => void;
}) {
  const { t } = useT('giving');
  const message = useMessage();
  const fetcher = useFetcher<FormResult<{ intent: string }>>();
  const stripeMeans = useRef<StripeMeans | null>(null);
  const [stripeKind, setStripeKind] = useState<MeansKind>(kind);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const stripe = payments.publishableKey;
  const schema = (stripe ? stripeMeansForm : testMeansForm) as typeof testMeansForm;
  const [form, fields] = useSchemaForm(schema, undefined, {
    defaultValue: { moyen: kind, titulaire: holder },
    onSubmit: (event, typed) => {
      event.preventDefault();
      void save(typed as Record<string, string>);
    },
  });
  const all = fields as unknown as Record<string, FieldMetadata<unknown>>;
  const moyen: MeansKind = stripe ? stripeKind : fields.moyen.value === 'card' ? 'card' : 'sepa_debit';

  async function save({ moyen: typedKind, mandatAccepte, ...typed }: Record<string, string>) {
    setBusy(true);
    setRefusal(null);
    try {
      const means = stripe ? stripeKind : (typedKind as MeansKind);
      const checked = stripe ? await stripeMeans.current?.submit() : null;
      if (checked) return setRefusal(checked);
      const setup = await startSetup(means);
      const refused = stripe
        ? await stripeMeans.current!.confirm(setup.clientSecret)
        : await confirmTestMeans({ clientSecret: setup.clientSecret, moyen: means, ...typed }).then((confirmed) =>
            confirmed.status === 'succeeded' ? null : confirmed.error,
          );
      if (refused) return setRefusal(message(refused));
      const posted: Record<string, string> = { intent: 'giving-means', gift: String(gift), setupId: setup.setupId };
      if (mandatAccepte) posted.mandatAccepte = mandatAccepte;
      await fetcher.submit(posted, { method: 'post', action: '/mon-compte' });
    } catch (err) {
      // A refusal of the call (a typed card or IBAN, too many tries) says why, in French.
      if (err instanceof Refused) return setRefusal(message(err.message));
      if (!(err instanceof ServerDown)) throw err;
      setRefusal(t('means.serverDown'));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (fetcher.data?.status === 'success') onDone('giving-means');
  }, [fetcher.data, onDone]);
  const failed = fetcher.data?.status === 'error' ? fetcher.data.error?.['']?.[0] : undefined;
  const problem = refusal ?? (failed && message(failed));

  return (
    <form {...getFormProps(form)} className="flex flex-col gap-5">
      {problem && <Alert tone="error">{problem}</Alert>}
      {stripe ? (
        <Suspense fallback={<p className="text-muted">{t('means.loading')}</p>}>
          <input type="hidden" name={fields.moyen.name} value={stripeKind} />
          <StripeMeansInput publishableKey={stripe} onKindChange={setStripeKind} meansRef={stripeMeans} />
        </Suspense>
      ) : (
        <>
          <fieldset>
            <legend className="font-semibold">{t('means.kind')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {(['card', 'sepa_debit'] as const).map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={fields.moyen.name}
                    form={form.id}
                    value={value}
                    defaultChecked={kind === value}
                    className="h-5 w-5"
                  />
                  {t(`means.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="rounded-md border-2 border-dashed border-ochre bg-sand p-4">
            <p className="font-semibold text-ochre">{t('means.demoTitle')}</p>
            <p className="mt-1 text-sm">{t(moyen === 'card' ? 'means.demoCard' : 'means.demoIban')}</p>
          </div>
          {moyen === 'card' ? (
            <CardFields fields={all} />
          ) : (
            <Field meta={all.iban} label={t('means.iban')} required autoComplete="off" spellCheck={false} />
          )}
          <Field
            meta={all.titulaire}
            label={t(moyen === 'card' ? 'means.cardHolder' : 'means.accountHolder')}
            required={moyen === 'sepa_debit'}
            autoComplete="name"
          />
        </>
      )}
      {moyen === 'sepa_debit' && (
        <div className="flex flex-col gap-3 rounded-md border border-line bg-white p-4 text-sm">
          <p className="font-semibold">{t('means.mandateTitle')}</p>
          {mandateText(payments.creditor, payments.creditorId).map((paragraph) => (
            <p key={paragraph}>{message(paragraph)}</p>
          ))}
          <CheckboxField meta={all.mandatAccepte} label={t('means.mandateAccept')} />
          {all.mandatAccepte.errors && (
            <p id={all.mandatAccepte.errorId} className="font-semibold text-danger">
              {all.mandatAccepte.errors[0]}
            </p>
          )}
        </div>
      )}
      <div>
        <Button type="submit" busy={busy || fetcher.state !== 'idle'}>
          {t('means.save')}
        </Button>
      </div>
    </form>
  );
}

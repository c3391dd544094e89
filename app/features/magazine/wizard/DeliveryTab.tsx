import { amountsOf, formulas } from '../../../../domain/magazine/browser.ts';
import { Button } from '../../../components/ui/index.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { WizardState } from './state.ts';

/** Tab 3: delivery at a church or at home, the total, and the post that opens the subscription. */
export function DeliveryTab({
  state,
  churches,
  defaultChurch,
  posting,
  euros,
  update,
  onPost,
}: {
  state: WizardState;
  churches: { id: number; nom: string; codePostal: string }[];
  defaultChurch: number | null;
  posting: boolean;
  euros: (cents: number) => string;
  update: (next: Partial<WizardState>) => void;
  onPost: () => void;
}) {
  const { t } = useT('magazine');
  const chosen = formulas.find((f) => f.nombreRevues === state.nombreRevues);
  const amounts = chosen ? amountsOf(chosen, state.livraisonDomicile) : null;
  return (
    <form
      method="post"
      className="flex max-w-2xl flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        onPost();
      }}
    >
      <input type="hidden" name="intent" value="livraison" />
      <input type="hidden" name="nombreRevues" value={state.nombreRevues ?? ''} />
      {state.info &&
        Object.entries(state.info).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
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
  );
}

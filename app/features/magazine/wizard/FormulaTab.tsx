import { formulas, type Formula } from '../../../../domain/magazine/browser.ts';
import { Button } from '../../../components/ui/index.ts';
import { useT } from '../../../i18n/use-t.ts';

/** Tab 1: the three formulas; each one's form posts it to the route's action without JavaScript. */
export function FormulaTab({
  chosen,
  euros,
  onChoose,
}: {
  chosen: number | null;
  euros: (cents: number) => string;
  onChoose: (formula: Formula) => void;
}) {
  const { t } = useT('magazine');
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {formulas.map((f) => (
        <li
          key={f.code}
          className="flex flex-col gap-2 rounded-lg border-2 border-line bg-white p-5 text-center aria-[current=true]:border-gold"
          aria-current={chosen === f.nombreRevues ? true : undefined}
        >
          <h3 className="font-serif text-2xl font-semibold text-brand">{t(`formula.${f.code}`)}</h3>
          <p>{t('formula.issues', { count: f.nombreRevues })}</p>
          <p className="text-3xl font-semibold">{euros(f.prixCents)}</p>
          <form
            method="post"
            className="flex flex-col"
            onSubmit={(e) => {
              e.preventDefault();
              onChoose(f);
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
  );
}

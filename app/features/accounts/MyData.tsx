import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { ErasurePreview } from '../../../domain/admin/index.ts';
import { Button, buttonClass } from '../../components/ui/index.ts';
import { ErasureSummary } from './ErasureSummary.tsx';

/**
 * "Mes données" in /mon-compte (issue 18 item 3): the member's data as a JSON file, and the account deleted after
 * a question (a <details> disclosure: no JavaScript needed) that says what is erased and what the law keeps.
 */
export function MyData({ erasure }: { erasure: ErasurePreview }) {
  const { t } = useT('accounts');
  return (
    <section aria-labelledby="mes-donnees" className="flex flex-col items-start gap-5">
      <h3 id="mes-donnees" className="font-serif text-2xl font-semibold text-brand">
        {t('myData.heading')}
      </h3>
      <p>{t('myData.intro')}</p>
      <a href="/mon-compte/donnees" download className={buttonClass('outline')}>
        {t('myData.export')}
      </a>
      <details>
        <summary className={buttonClass('outline', 'cursor-pointer list-none')}>{t('myData.delete')}</summary>
        <div
          role="group"
          aria-label={t('myData.delete')}
          className="mt-2 rounded-md border-2 border-danger bg-white p-4"
        >
          <p className="mb-3">{t('myData.deleteConfirm')}</p>
          <ErasureSummary preview={erasure} />
          {erasure.runningGifts > 0 ? (
            // The erasure would be refused: a running gift would go on being charged.
            <p className="font-semibold">{t('myData.giftsRunning')}</p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="delete-account" />
              <Button type="submit" variant="danger">
                {t('myData.confirm')}
              </Button>
            </Form>
          )}
        </div>
      </details>
    </section>
  );
}

import { getFormProps } from '@conform-to/react';
import { useActionData, useFetcher } from 'react-router';
import { receiptCheckSchema } from '../../../domain/votes/browser.ts';
import { useT } from '../../i18n/use-t.ts';
import { Alert, Button, Field } from '../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';

/** The check's answer: where the paper of the code typed is (decision 0085). */
type ReceiptResult = FormResult<{ receipt: 'urne' | 'reserve' | 'inconnu' }>;

/** The intent that tells the page's action a receipt check from a vote. */
export const RECEIPT_INTENT = 'recu';

/**
 * A voter checks with their receipt code that their paper is counted: in the box, waiting in the mixing pool
 * (counted at the close), or not found. Never what the paper says.
 */
export function ReceiptCheck() {
  const { t } = useT('votes');
  const fetcher = useFetcher<ReceiptResult>();
  // Without JavaScript the form posts to the page itself: its answer is the page's action data.
  const posted = useActionData<ReceiptResult>();
  const result = fetcher.data ?? (posted?.data?.receipt ? posted : undefined);
  const [form, fields] = useSchemaForm(receiptCheckSchema, result);
  const state = result?.status === 'success' ? result.data?.receipt : undefined;
  return (
    <section aria-labelledby="receipt-check" className="mt-12 border-t border-line pt-8">
      <h2 id="receipt-check" className="text-xl font-semibold">
        {t('check.title')}
      </h2>
      <p className="mt-2 text-muted">{t('check.intro')}</p>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4 sm:max-w-md">
        <input type="hidden" name="__intent" value={RECEIPT_INTENT} />
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <Field meta={fields.code} label={t('check.code')} autoComplete="off" spellCheck={false} />
        <div>
          <Button type="submit" busy={fetcher.state !== 'idle'}>
            {t('check.submit')}
          </Button>
        </div>
      </fetcher.Form>
      {state ? (
        <Alert tone={state === 'inconnu' ? 'error' : 'success'} className="mt-4">
          {t(`check.${state}`)}
        </Alert>
      ) : null}
    </section>
  );
}

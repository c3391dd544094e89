import { getFormProps } from '@conform-to/react';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { giftChangeSchema } from '../../../domain/giving/browser.ts';
import { Alert, Button, Field } from '../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import { useT } from '../../i18n/use-t.ts';

/** A new amount, or a new day of the month: one field each, so that the mail confirms the change made. */
export function ChangeForm({
  gift,
  field,
  value,
  onDone,
}: {
  gift: number;
  field: 'montant' | 'jour';
  value: string;
  onDone: (intent: string) => void;
}) {
  const { t } = useT('giving');
  const fetcher = useFetcher<FormResult<{ intent: string }>>();
  const intent = field === 'montant' ? 'giving-amount' : 'giving-day';
  const [form, fields] = useSchemaForm(giftChangeSchema, fetcher.data, { defaultValue: { [field]: value } });
  useEffect(() => {
    if (fetcher.data?.status === 'success') onDone(intent);
  }, [fetcher.data, onDone, intent]);
  return (
    <fetcher.Form method="post" action="/mon-compte" {...getFormProps(form)} className="flex flex-col gap-3">
      {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="gift" value={gift} />
      <Field
        meta={fields[field]}
        required
        label={t(field === 'montant' ? 'change.amount' : 'change.day')}
        hint={field === 'jour' ? t('change.dayHint') : undefined}
        inputMode={field === 'montant' ? 'decimal' : 'numeric'}
      />
      <div>
        <Button type="submit" variant="secondary" busy={fetcher.state !== 'idle'}>
          {t(field === 'montant' ? 'change.saveAmount' : 'change.saveDay')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

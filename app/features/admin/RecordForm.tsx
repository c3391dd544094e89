import { getFormProps, type FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Alert, Button } from '../../components/ui/index.ts';
import { ActionButton } from './parts.tsx';

/**
 * A back-office record's form (inside an `AdminPage`): the form's own error, its fields (children), the save button,
 * and for a stored record its delete button, which asks first. The action is `recordAction` (staff-route.server.ts).
 *   <RecordForm form={form} formError={…} save={t('churches.save')}
 *     remove={church && { label: t('churches.delete'), ask: t('churches.deleteConfirm', { name: church.nom }) }}>
 *     <Field meta={fields.nom} label={f('nom')} />…
 *   </RecordForm>
 */
export function RecordForm<Schema extends Record<string, unknown>>({
  form,
  formError,
  save,
  remove,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  formError?: string;
  save: string;
  remove?: { label: string; ask: string } | null;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const error = form.errors?.[0] ?? formError;
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-5">
        {error && <Alert tone="error">{error}</Alert>}
        {children}
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {save}
          </Button>
        </div>
      </Form>
      {remove && (
        <div className="mt-10 border-t-2 border-line pt-6">
          <ActionButton intent="delete" label={remove.label} variant="outline" ask={remove.ask} />
        </div>
      )}
    </>
  );
}

/** The key of a record's form: a new form for each stored version, so after a save it shows what the server kept. */
export function recordVersion(record: { id: number; updatedAt: Date | string } | null): string {
  return record ? `${record.id}-${new Date(record.updatedAt).getTime()}` : 'nouvelle';
}

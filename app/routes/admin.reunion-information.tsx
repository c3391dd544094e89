import { getFormProps } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { getLiveForStaff, saveReunionInformationAsStaff } from '../../domain/admin/index.ts';
import { reunionInformationFormSchema } from '../../domain/live/browser.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.reunion-information';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

/** Empty rows after the documents, to add some without JavaScript. */
const spareRows = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return {
    information: (await getLiveForStaff(context.ctx, viewer)).information,
    page: staffPage(request, 'keyValues.heading'),
  };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  return savedForm(form, reunionInformationFormSchema, (payload) =>
    saveReunionInformationAsStaff(ctx, viewer, payload),
  );
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/reunion-information: the key-value item "ag-reunion-information" edited field by field (decision 0046). */
export default function AdminReunionInformation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InformationForm key={JSON.stringify(loaderData.information)} loaderData={loaderData} actionData={actionData} />
  );
}

function InformationForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { information } = loaderData;
  const navigation = useNavigation();
  const rows = [
    ...information.fichiersATelecharger,
    ...Array.from({ length: spareRows }, () => ({ nom: '', lien: '' })),
  ];
  const [form, fields] = useSchemaForm(reunionInformationFormSchema, actionData, {
    defaultValue: {
      fichiersATelecharger: rows as never,
      lienAudio: information.lienAudio ?? '',
      lienYoutube: information.lienYoutube ?? '',
    },
  });
  const documents = fields.fichiersATelecharger.getFieldList();
  const f = (name: string) => t(`keyValues.fields.${name}`);
  return (
    <AdminPage done={actionData?.status === 'success' ? actionData.message : null}>
      <p className="mb-6">{t('keyValues.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-5">
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-serif text-xl font-semibold text-brand">{f('documents')}</legend>
          <p className="text-sm text-muted">{f('documentsHint')}</p>
          {documents.map((row, index) => {
            const cells = row.getFieldset();
            return (
              <div key={row.key} className="grid gap-3 sm:grid-cols-2">
                <Field meta={cells.nom} label={t('keyValues.fields.nom', { n: index + 1 })} />
                <Field meta={cells.lien} label={t('keyValues.fields.lien', { n: index + 1 })} />
              </div>
            );
          })}
        </fieldset>
        <Field meta={fields.lienAudio} label={f('lienAudio')} />
        <Field meta={fields.lienYoutube} type="url" label={f('lienYoutube')} />
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('keyValues.save')}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}

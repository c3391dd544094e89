import { getFormProps } from '@conform-to/react';
import { Form, href, Link, useNavigation } from 'react-router';
import { privateFileFormSchema, privateFileRoles } from '../../domain/admin/browser.ts';
import { deletePrivateFile, getPrivateFileForStaff, savePrivateFile } from '../../domain/admin/index.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { ActionButton } from '../features/admin/parts.tsx';
import { deleteThen, orNotFound, recordId, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.fichier';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return orNotFound(async () => {
    const file = await getPrivateFileForStaff(context.ctx, viewer, recordId(params.id));
    return { file, page: staffPage(request, { fr: file.titre }) };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  const id = recordId(params.id);
  if (form.get('intent') === 'delete')
    return deleteThen(() => deletePrivateFile(ctx, viewer, id), `${href('/admin/fichiers')}?supprime`);
  return savedForm(form, privateFileFormSchema, (payload) => savePrivateFile(ctx, viewer, id, payload));
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/fichiers/{id}: where a course or children file is listed, for which role; deleted after a question. */
export default function AdminPrivateFile({ loaderData, actionData }: Route.ComponentProps) {
  const { file } = loaderData;
  return (
    <FileForm
      key={`${file.titre}-${file.rubrique}-${file.rang}-${file.role}`}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function FileForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { file } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(privateFileFormSchema, actionData, {
    defaultValue: { titre: file.titre, rubrique: file.rubrique, rang: String(file.rang), role: file.role as never },
  });
  const formError = actionData?.status === 'error' ? actionData.error?.['']?.[0] : undefined;
  return (
    <AdminPage
      action={<Link to={href('/admin/fichiers')}>{t('files.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : null}
    >
      <p className="mb-6">
        <a href={file.url} className="break-all">
          {`${file.nom}.${file.extension}`}
        </a>{' '}
        ({file.contentType})
      </p>
      <Form method="post" {...getFormProps(form)} className="flex max-w-xl flex-col gap-5">
        {(form.errors?.[0] ?? formError) && <Alert tone="error">{form.errors?.[0] ?? formError}</Alert>}
        <Field meta={fields.titre} label={t('files.titre')} />
        <Field
          meta={fields.role}
          label={t('files.role')}
          control={(props) => (
            <select {...props}>
              <option value="">—</option>
              {privateFileRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`files.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        />
        <Field meta={fields.rubrique} label={t('files.rubrique')} hint={t('files.rubriqueHint')} />
        <Field meta={fields.rang} inputMode="numeric" label={t('files.rang')} />
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('files.save')}
          </Button>
        </div>
      </Form>
      <div className="mt-10 border-t-2 border-line pt-6">
        <ActionButton
          intent="delete"
          label={t('files.delete')}
          variant="outline"
          ask={t('files.deleteConfirm', { name: file.titre })}
        />
      </div>
    </AdminPage>
  );
}

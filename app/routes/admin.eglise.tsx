import { getFormProps } from '@conform-to/react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { deleteChurchAsStaff, getChurchForStaff, saveChurchAsStaff } from '../../domain/admin/index.ts';
import { churchInputSchema, countryOrder } from '../../domain/churches/browser.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { ActionButton, AdminHeading, Done } from '../features/admin/parts.tsx';
import { deleteThen, orNotFound, recordIdOrNew, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.eglise';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'churches', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const id = recordIdOrNew(params.id);
  return orNotFound(async () => ({
    church: id === null ? null : await getChurchForStaff(context.ctx, viewer, id),
    created: new URL(request.url).searchParams.has('creee'),
  }));
}

export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context;
  const { viewer, form } = await staffForm(request, context);
  const id = recordIdOrNew(params.id);
  if (form.get('intent') === 'delete' && id !== null)
    return deleteThen(() => deleteChurchAsStaff(ctx, viewer, id), '/admin/eglises?supprimee');
  return savedForm(form, churchInputSchema, async (payload) => {
    const saved = await saveChurchAsStaff(ctx, viewer, id, payload);
    if (id === null) throw redirect(`/admin/eglises/${saved.id}?creee`);
    return saved;
  });
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/eglises/{id|nouvelle}: a church's fields, its map coordinates and popup (HTML sanitised when saved). */
export default function AdminChurch({ loaderData, actionData }: Route.ComponentProps) {
  const { church } = loaderData;
  // A new form for each stored version: after a save it shows what the server kept (the sanitised popup).
  return (
    <ChurchForm
      key={church ? `${church.id}-${new Date(church.updatedAt).getTime()}` : 'nouvelle'}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function ChurchForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { church, created } = loaderData;
  const navigation = useNavigation();
  const defaults = church
    ? {
        slug: church.slug,
        nom: church.nom,
        adresse: church.adresse,
        codePostal: church.codePostal,
        ville: church.ville,
        pays: church.pays,
        lien: church.lien ?? '',
        email: church.email ?? '',
        telephone: church.telephone ?? '',
        latitude: String(church.latitude),
        longitude: String(church.longitude),
        horaires: church.horaires,
        chorales: church.chorales,
        popup: church.popup ? 'on' : '',
        popupValue: church.popupValue ?? '',
      }
    : { pays: 'FR' };
  const [form, fields] = useSchemaForm(churchInputSchema, actionData, { defaultValue: defaults });
  const f = (name: string) => t(`churches.fields.${name}`);
  const formError = actionData?.status === 'error' ? actionData.error?.['']?.[0] : undefined;
  return (
    <section aria-labelledby="admin-eglise">
      <AdminHeading action={<Link to="/admin/eglises">{t('churches.back')}</Link>}>
        <span id="admin-eglise">
          {church ? t('churches.editHeading', { name: church.nom }) : t('churches.createHeading')}
        </span>
      </AdminHeading>
      <Done message={actionData?.status === 'success' ? actionData.message : created ? t('churches.created') : null} />
      {church && (
        <p className="mb-4">
          <Link to={`/eglises/${church.slug}`}>{t('churches.view')}</Link> ·{' '}
          <Link to="/eglises">{t('churches.map')}</Link>
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-5">
        {(form.errors?.[0] ?? formError) && <Alert tone="error">{form.errors?.[0] ?? formError}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.nom} label={f('nom')} />
          <Field meta={fields.slug} label={f('slug')} hint={f('slugHint')} />
          <Field meta={fields.adresse} label={f('adresse')} />
          <Field meta={fields.codePostal} label={f('codePostal')} />
          <Field meta={fields.ville} label={f('ville')} />
          <Field
            meta={fields.pays}
            label={f('pays')}
            control={(props) => (
              <select {...props}>
                <option value="">—</option>
                {countryOrder.map((code) => (
                  <option key={code} value={code}>
                    {t(`churches:countries.${code}`)}
                  </option>
                ))}
              </select>
            )}
          />
          <Field meta={fields.latitude} inputMode="decimal" label={f('latitude')} hint={f('latitudeHint')} />
          <Field meta={fields.longitude} inputMode="decimal" label={f('longitude')} hint={f('longitudeHint')} />
          <Field meta={fields.lien} type="url" label={f('lien')} required={false} />
          <Field meta={fields.email} type="email" label={f('email')} required={false} />
          <Field meta={fields.telephone} type="tel" label={f('telephone')} />
        </div>
        <Field
          meta={fields.horaires}
          label={f('horaires')}
          hint={f('linesHint')}
          control={(props) => <textarea rows={4} {...props} />}
        />
        <Field
          meta={fields.chorales}
          label={f('chorales')}
          hint={f('linesHint')}
          control={(props) => <textarea rows={3} {...props} />}
        />
        <div className="flex items-center gap-3">
          <input
            type="checkbox"
            id={fields.popup.id}
            name={fields.popup.name}
            form={form.id}
            defaultChecked={fields.popup.initialValue === 'on'}
            className="h-6 w-6"
          />
          <label htmlFor={fields.popup.id} className="font-semibold">
            {f('popup')}
          </label>
        </div>
        <Field
          meta={fields.popupValue}
          label={f('popupValue')}
          hint={f('popupValueHint')}
          control={(props) => <textarea rows={8} {...props} className={`${props.className} font-mono text-sm`} />}
        />
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('churches.save')}
          </Button>
        </div>
      </Form>
      {church && (
        <div className="mt-10 border-t-2 border-line pt-6">
          <ActionButton
            intent="delete"
            label={t('churches.delete')}
            variant="outline"
            ask={t('churches.deleteConfirm', { name: church.nom })}
          />
        </div>
      )}
    </section>
  );
}

import { href, Link } from 'react-router';
import { deleteChurchAsStaff, getChurchForStaff, saveChurchAsStaff } from '../../domain/admin/index.ts';
import { churchInputSchema, countryOrder } from '../../domain/churches/browser.ts';
import { CheckboxField, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { RecordForm, recordVersion } from '../features/admin/RecordForm.tsx';
import { recordAction, recordLoader } from '../features/admin/staff-route.server.ts';
import { PreviewLink } from '../features/admin/PreviewLink.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/admin.eglise';
import { placeMap } from '../features/churches/churches.server.ts';
import { PlacePicker } from '../features/churches/PlacePicker.tsx';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'churches', 'messages'] };

export async function loader(args: Route.LoaderArgs) {
  const { record: church, created } = await recordLoader(args, getChurchForStaff);
  const page = church
    ? staffPage(args.request, 'churches.editHeading', { name: church.nom })
    : staffPage(args.request, 'churches.createHeading');
  return { church, created, page, map: placeMap() };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export const action = (args: Route.ActionArgs) =>
  recordAction(args, {
    list: href('/admin/eglises'),
    schema: churchInputSchema,
    save: saveChurchAsStaff,
    remove: deleteChurchAsStaff,
  });

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/eglises/{id|nouvelle}: a church's fields, its map coordinates and popup (HTML sanitised when saved). */
export default function AdminChurch(props: Route.ComponentProps) {
  // The sanitised popup, as stored, after a save.
  return <ChurchForm key={recordVersion(props.loaderData.church)} {...props} />;
}

function ChurchForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  // The country names are the churches' strings, loaded with the page in the browser too.
  const { t: tc } = useT('churches');
  const { church, created, map } = loaderData;
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
    <AdminPage
      action={<Link to={href('/admin/eglises')}>{t('churches.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : created ? t('churches.created') : null}
    >
      {church && (
        <p className="mb-4">
          <PreviewLink to={`/eglises/${church.slug}`} /> · <Link to="/eglises">{t('churches.map')}</Link>
        </p>
      )}
      <RecordForm
        form={form}
        formError={formError}
        save={t('churches.save')}
        remove={church && { label: t('churches.delete'), ask: t('churches.deleteConfirm', { name: church.nom }) }}
      >
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
                    {tc(`countries.${code}`)}
                  </option>
                ))}
              </select>
            )}
          />
          <Field meta={fields.latitude} inputMode="decimal" label={f('latitude')} hint={f('latitudeHint')} />
          <Field meta={fields.longitude} inputMode="decimal" label={f('longitude')} hint={f('longitudeHint')} />
          <PlacePicker
            map={map}
            latitude={fields.latitude.value as string | undefined}
            longitude={fields.longitude.value as string | undefined}
            onPick={(latitude, longitude) => {
              form.update({ name: fields.latitude.name, value: String(latitude) });
              form.update({ name: fields.longitude.name, value: String(longitude) });
            }}
          />
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
        <CheckboxField meta={fields.popup} label={f('popup')} />
        <Field
          meta={fields.popupValue}
          label={f('popupValue')}
          hint={f('popupValueHint')}
          control={(props) => <textarea rows={8} {...props} className={`${props.className} font-mono text-sm`} />}
        />
      </RecordForm>
    </AdminPage>
  );
}

import { getFormProps } from '@conform-to/react';
import { Form, href, Link, redirect, useNavigation } from 'react-router';
import { mediaAvailabilities, mediaFormSchema } from '../../domain/admin/browser.ts';
import { getMediaForStaff, mediaFilesForStaff, mediaFormChoices, saveMedia } from '../../domain/admin/index.ts';
import { mediaPath } from '../../domain/media/browser.ts';
import { Alert, Button, CheckboxField, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { MediaFiles, uploadNotice } from '../features/admin/MediaFiles.tsx';
import { PreviewLink } from '../features/admin/PreviewLink.tsx';
import { RichText } from '../features/admin/RichText.tsx';
import { orNotFound, recordIdOrNew, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { MediaCategories } from '../features/admin/MediaCategories.tsx';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.media';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const id = recordIdOrNew(params.id, 'nouveau');
  return orNotFound(async () => {
    const [choices, media, files] = await Promise.all([
      mediaFormChoices(context.ctx, viewer),
      id === null ? null : getMediaForStaff(context.ctx, viewer, id),
      id === null ? null : mediaFilesForStaff(context.ctx, viewer, id),
    ]);
    const search = url.searchParams;
    const page = media
      ? staffPage(request, 'media.editHeading', { id: media.id })
      : staffPage(request, 'media.createHeading');
    return { choices, media, files, created: search.has('cree'), upload: uploadNotice(search), page };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  const id = recordIdOrNew(params.id, 'nouveau');
  return savedForm(form, mediaFormSchema, async (payload) => {
    const saved = await saveMedia(ctx, viewer, id, payload);
    if (id === null) throw redirect(`${href('/admin/medias/:id', { id: String(saved.id) })}?cree`);
    return saved;
  });
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

const selectClass = (props: { className: string }) => props.className;

/** /admin/medias/{id|nouveau}: a media's own fields; the HTML is sanitised by the server when saved. */
export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { media } = loaderData;
  // A new form for each stored version: after a save it shows what the server kept (the sanitised HTML).
  return (
    <>
      <MediaForm
        key={media ? `${media.id}-${new Date(media.updatedAt).getTime()}` : 'nouveau'}
        loaderData={loaderData}
        actionData={actionData}
      />
      {/* Outside the form's key: an upload's message stays when the page's data is reloaded. */}
      {media && loaderData.files && (
        <MediaFiles mediaId={media.id} files={loaderData.files} notice={loaderData.upload} />
      )}
    </>
  );
}

function MediaForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { choices, media, created } = loaderData;
  const navigation = useNavigation();
  const defaults = media
    ? {
        titre: media.titre,
        sousTitre: media.sousTitre ?? '',
        mediaTypeId: String(media.mediaTypeId),
        contenu: media.contenu ?? '',
        datePublication: media.datePublication ?? '',
        dateEvenement: media.dateEvenement ?? '',
        theme: media.theme ?? '',
        revueNomId: media.revueNomId == null ? '' : String(media.revueNomId),
        numRevue: media.numRevue == null ? '' : String(media.numRevue),
        serieId: media.serieId == null ? '' : String(media.serieId),
        isbn: media.isbn ?? '',
        nbrPages: media.nbrPages == null ? '' : String(media.nbrPages),
        niveau1: media.niveau1 ?? '',
        niveau2: media.niveau2 ?? '',
        niveau3: media.niveau3 ?? '',
        disponibilite: media.disponibilite ?? '',
        publique: media.publique ? 'on' : '',
      }
    : {};
  const [form, fields] = useSchemaForm(mediaFormSchema, actionData, { defaultValue: defaults });
  const f = (name: string) => t(`media.fields.${name}`);
  const options = (rows: { id: number; nom: string }[], empty?: string) => (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {rows.map((row) => (
        <option key={row.id} value={row.id}>
          {row.nom}
        </option>
      ))}
    </>
  );
  return (
    <AdminPage
      action={<Link to={href('/admin/medias')}>{t('media.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : created ? t('media.created') : null}
    >
      {media && (
        <p className="mb-4 flex flex-wrap gap-x-6">
          <PreviewLink to={mediaPath(media)} />
          <Link to={href('/admin/medias/:id/liens', { id: String(media.id) })}>{t('links.open')}</Link>
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-5">
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <Field meta={fields.titre} label={f('titre')} />
        <Field meta={fields.sousTitre} label={f('sousTitre')} />
        <Field
          meta={fields.mediaTypeId}
          label={f('mediaTypeId')}
          control={(props) => (
            <select {...props} className={selectClass(props)}>
              {options(choices.types, '—')}
            </select>
          )}
        />
        <Field
          meta={fields.contenu}
          label={f('contenu')}
          hint={f('contenuHint')}
          control={(props) => <RichText {...props} label={f('contenu')} />}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.datePublication} type="date" label={f('datePublication')} />
          <Field meta={fields.dateEvenement} type="date" label={f('dateEvenement')} />
          <Field meta={fields.theme} label={f('theme')} />
          <Field
            meta={fields.revueNomId}
            label={f('revueNomId')}
            control={(props) => <select {...props}>{options(choices.revues, f('none'))}</select>}
          />
          <Field meta={fields.numRevue} inputMode="numeric" label={f('numRevue')} />
          <Field
            meta={fields.serieId}
            label={f('serieId')}
            control={(props) => <select {...props}>{options(choices.series, f('none'))}</select>}
          />
          <Field meta={fields.isbn} label={f('isbn')} />
          <Field meta={fields.nbrPages} inputMode="numeric" label={f('nbrPages')} />
          <Field meta={fields.niveau1} label={f('niveau1')} />
          <Field meta={fields.niveau2} label={f('niveau2')} />
          <Field meta={fields.niveau3} label={f('niveau3')} />
          <Field
            meta={fields.disponibilite}
            label={f('disponibilite')}
            control={(props) => (
              <select {...props}>
                <option value="">{f('none')}</option>
                {mediaAvailabilities.map((a) => (
                  <option key={a} value={a}>
                    {t(`media.availability.${a}`)}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        <MediaCategories meta={fields.categories} stored={media?.categories ?? []} />
        <CheckboxField meta={fields.publique} label={f('publique')} />
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('media.save')}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}

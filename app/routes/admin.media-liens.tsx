import { getFormProps } from '@conform-to/react';
import { Form, href, Link, useNavigation } from 'react-router';
import { mediaLinksSchema } from '../../domain/admin/browser.ts';
import { getMediaForStaff, getMediaLinks, mediaLinkChoices, saveMediaLinks } from '../../domain/admin/index.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { orNotFound, recordId, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage, Done } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.media-liens';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const id = recordId(params.id);
  return orNotFound(async () => {
    const [media, links, choices] = await Promise.all([
      getMediaForStaff(context.ctx, viewer, id),
      getMediaLinks(context.ctx, viewer, id),
      mediaLinkChoices(context.ctx, viewer),
    ]);
    const page = staffPage(request, 'links.heading', { id: media.id });
    return { media: { id: media.id, titre: media.titre, updatedAt: media.updatedAt }, links, choices, page };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  return savedForm(form, mediaLinksSchema, (payload) => saveMediaLinks(ctx, viewer, recordId(params.id), payload));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/medias/{id}/liens: a media's authors, arrangements, Bible references, children, videos and notes. */
export default function AdminMediaLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { media } = loaderData;
  return (
    <LinksForm
      key={`${media.id}-${new Date(media.updatedAt).getTime()}`}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function LinksForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { media, links, choices } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(mediaLinksSchema, actionData, {
    defaultValue: {
      references: links.references.join('\n'),
      enfants: links.enfants.join('\n'),
      videos: links.videos.join('\n'),
      notes: links.notes.join('\n'),
    },
  });
  const f = (name: string) => t(`links.${name}`);
  const textarea = (rows: number) =>
    function Control(props: { className: string }) {
      return <textarea rows={rows} {...props} />;
    };
  return (
    <AdminPage action={<Link to={href('/admin/medias/:id', { id: String(media.id) })}>{f('back')}</Link>}>
      <p className="mb-4 font-semibold">{media.titre}</p>
      {media.id === 1967 && <p className="mb-4 text-muted">{f('homeNewsHint')}</p>}
      <Done message={actionData?.status === 'success' ? actionData.message : null} />
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-5">
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            meta={fields.auteurs}
            label={f('auteurs')}
            hint={f('multipleHint')}
            required={false}
            control={(props) => (
              <select {...props} multiple size={8} defaultValue={links.auteurs.map(String)}>
                {choices.auteurs.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.nom}
                  </option>
                ))}
              </select>
            )}
          />
          <Field
            meta={fields.arrangements}
            label={f('arrangements')}
            hint={f('multipleHint')}
            required={false}
            control={(props) => (
              <select {...props} multiple size={8} defaultValue={links.arrangements.map(String)}>
                {choices.arrangements.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.nom}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        <Field meta={fields.references} label={f('references')} hint={f('referencesHint')} control={textarea(4)} />
        <Field meta={fields.enfants} label={f('enfants')} hint={f('enfantsHint')} control={textarea(4)} />
        <Field meta={fields.videos} label={f('videos')} hint={f('videosHint')} control={textarea(3)} />
        <Field meta={fields.notes} label={f('notes')} hint={f('notesHint')} control={textarea(5)} />
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {f('save')}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}

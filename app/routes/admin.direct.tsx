import { getFormProps } from '@conform-to/react';
import { Form, href, Link, useNavigation } from 'react-router';
import { getLiveForStaff, saveLiveMeetingAsStaff } from '../../domain/admin/index.ts';
import { liveSetSchema } from '../../domain/live/browser.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.direct';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

function meeting(param: string): 'reunion' | 'pastorale' {
  if (param === 'reunion' || param === 'pastorale') return param;
  throw new Response('Introuvable', { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const reunion = meeting(params.reunion);
  const { meetings } = await getLiveForStaff(context.ctx, viewer);
  return { reunion, live: meetings[reunion], page: staffPage(request, `live.${reunion}`) };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  const reunion = meeting(params.reunion);
  return savedForm(form, liveSetSchema, (payload) => saveLiveMeetingAsStaff(ctx, viewer, { ...payload, reunion }));
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/direct/{reunion|pastorale}: the fields of a live meeting (what `live:set` sets). */
export default function AdminLive({ loaderData, actionData }: Route.ComponentProps) {
  const { live, reunion } = loaderData;
  // A new form for each stored version: after a save it shows what the server kept.
  return <LiveForm key={`${reunion}-${JSON.stringify(live)}`} loaderData={loaderData} actionData={actionData} />;
}

function LiveForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { live, reunion } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(liveSetSchema, actionData, {
    defaultValue: {
      reunion,
      annonce: live.annonceReuDirect,
      youtube: live.reuDirectYoutubeUrl ?? '',
      diffusion: live.reuDirectYoutubeDiffusion ? 'on' : 'off',
      audio: live.reuDirectUrl ?? '',
      derniere: live.lastRetransmissionReunionUrl ?? '',
    },
  });
  const f = (name: string) => t(`live.fields.${name}`);
  const other = reunion === 'reunion' ? 'pastorale' : 'reunion';
  return (
    <AdminPage
      action={<Link to={href('/admin/direct/:reunion', { reunion: other })}>{t(`live.${other}`)}</Link>}
      done={actionData?.status === 'success' ? actionData.message : null}
    >
      <p className="mb-6">{t('live.intro', { path: reunion === 'reunion' ? '/reunions-direct' : '/pastorale' })}</p>
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-5">
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <input type="hidden" name={fields.reunion.name} value={reunion} />
        <Field
          meta={fields.annonce}
          label={f('annonce')}
          hint={f('annonceHint')}
          control={(props) => <textarea rows={3} {...props} />}
        />
        {/* Both choices are posted as on or off: the schema keeps a field left out as it is. */}
        <fieldset
          className="flex flex-wrap items-center gap-x-6 gap-y-2"
          aria-describedby={fields.diffusion.errors ? fields.diffusion.errorId : undefined}
        >
          <legend className="mb-2 font-semibold">{f('diffusion')}</legend>
          {(['on', 'off'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={fields.diffusion.name}
                value={value}
                form={form.id}
                defaultChecked={fields.diffusion.initialValue === value}
                className="h-6 w-6"
              />
              {f(value === 'on' ? 'diffusionOn' : 'diffusionOff')}
            </label>
          ))}
          {fields.diffusion.errors && (
            <p id={fields.diffusion.errorId} className="w-full text-sm font-semibold text-danger">
              {fields.diffusion.errors[0]}
            </p>
          )}
        </fieldset>
        <Field meta={fields.youtube} type="url" label={f('youtube')} />
        <Field meta={fields.audio} type="url" label={f('audio')} hint={f('audioHint')} />
        <Field meta={fields.derniere} type="url" label={f('derniere')} />
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('live.save')}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}

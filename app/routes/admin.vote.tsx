import { getFormProps } from '@conform-to/react';
import { Form, href, Link, useNavigation } from 'react-router';
import { ballotScheduleFormSchema, parisLocalTime } from '../../domain/admin/browser.ts';
import { listBallotsForStaff, scheduleBallotAsStaff } from '../../domain/admin/index.ts';
import { turnoutPercent } from '../../domain/votes/browser.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.vote';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const { ballots } = await listBallotsForStaff(context.ctx, viewer);
  const ballot = ballots.find((b) => b.slug === params.slug);
  if (!ballot) throw new Response('Introuvable', { status: 404 });
  return { ballot, page: staffPage(request, { fr: ballot.title }) };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  return savedForm(form, ballotScheduleFormSchema, (payload) =>
    scheduleBallotAsStaff(ctx, viewer, params.slug, payload),
  );
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/votes/{slug}: when the ballot opens and closes (as `ballot:schedule`), its turnout and report. */
export default function AdminBallot({ loaderData, actionData }: Route.ComponentProps) {
  const { ballot } = loaderData;
  return <ScheduleForm key={`${ballot.opensAt}-${ballot.closesAt}`} loaderData={loaderData} actionData={actionData} />;
}

function ScheduleForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { ballot } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ballotScheduleFormSchema, actionData, {
    defaultValue: { opens: parisLocalTime(ballot.opensAt), closes: parisLocalTime(ballot.closesAt) },
  });
  return (
    <AdminPage
      action={<Link to={href('/admin/votes')}>{t('ballots.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : null}
    >
      <dl className="mb-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('ballots.state')}</dt>
        <dd>{t(`ballots.states.${ballot.state}`)}</dd>
        <dt className="font-semibold">{t('ballots.turnout')}</dt>
        <dd>
          {t('ballots.turnoutValue', {
            count: ballot.voters,
            electorate: ballot.electorate,
            percent: turnoutPercent(ballot.voters, ballot.electorate),
          })}
        </dd>
        <dt className="font-semibold">{t('ballots.report')}</dt>
        <dd>
          <a href={href('/admin/votes/:slug/rapport', { slug: ballot.slug })} download>
            {t('ballots.download')}
          </a>
        </dd>
      </dl>
      <Form method="post" {...getFormProps(form)} className="flex max-w-xl flex-col gap-5">
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <Field
          meta={fields.opens}
          type="datetime-local"
          label={t('ballots.opensField')}
          hint={t('ballots.parisTime')}
        />
        <Field
          meta={fields.closes}
          type="datetime-local"
          label={t('ballots.closesField')}
          hint={t('ballots.parisTime')}
        />
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('ballots.save')}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}

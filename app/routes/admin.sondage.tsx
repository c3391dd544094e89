import { getFormProps } from '@conform-to/react';
import { Form, href, Link, useNavigation } from 'react-router';
import { getSurveyForStaff, inviteAsStaff } from '../../domain/admin/index.ts';
import { invitationFormSchema } from '../../domain/surveys/browser.ts';
import { Alert, Button, CheckboxField, Field, Table } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { orNotFound, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.sondage';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return orNotFound(async () => {
    const survey = await getSurveyForStaff(context.ctx, viewer, params.slug);
    return { ...survey, page: staffPage(request, { fr: survey.survey.titre }) };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  return savedForm(form, invitationFormSchema, (payload) => inviteAsStaff(ctx, viewer, params.slug, payload));
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/sondages/{slug}: the people invited and their answers, the export, a person invited (as `survey:invite`). */
export default function AdminSurvey({ loaderData: { survey, people }, actionData }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(invitationFormSchema, actionData);
  const day = (d: Date | string | null) => (d ? formatParis(d, lang, { date: 'short' }) : '—');
  const answer = (v: string | undefined) => (v === 'oui' ? t('surveys.yes') : v === 'non' ? t('surveys.no') : '—');
  return (
    <AdminPage
      action={<Link to={href('/admin/sondages')}>{t('surveys.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : null}
    >
      <p className="mb-6">
        <a href={href('/admin/sondages/:slug/export', { slug: survey.slug })} download>
          {t('surveys.export')}
        </a>
      </p>
      <Table
        caption={t('surveys.answersCaption')}
        captionClassName="mb-2 text-left font-serif text-xl font-semibold text-brand"
        rows={people}
        rowKey={(p) => p.id}
        columns={[
          { header: t('surveys.person'), rowHeader: true, cell: (p) => `${p.lastname} ${p.firstname}` },
          { header: t('surveys.email'), cell: (p) => <span className="break-all">{p.email}</span> },
          {
            header: t('surveys.sections'),
            cell: (p) =>
              [p.chorale && t('surveys.choir'), p.orchestre && t('surveys.orchestra')].filter(Boolean).join(', '),
          },
          { header: t('surveys.answeredAt'), cell: (p) => day(p.answeredAt) },
          ...survey.questions.map((q) => ({
            header: <span lang="fr">{q.libelle}</span>,
            cell: (p: (typeof people)[number]) => answer(p.reponses?.[q.cle]),
          })),
        ]}
      />
      {people.length === 0 && <p className="mt-4">{t('list.empty')}</p>}
      <h2 className="mb-4 mt-10 font-serif text-2xl font-semibold text-brand">{t('surveys.inviteHeading')}</h2>
      <p className="mb-4">{t('surveys.inviteIntro')}</p>
      <Form method="post" {...getFormProps(form)} className="flex max-w-xl flex-col gap-5">
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <Field meta={fields.email} type="email" label={t('surveys.email')} />
        <Field meta={fields.firstname} label={t('surveys.firstname')} />
        <Field meta={fields.lastname} label={t('surveys.lastname')} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t('surveys.sections')}</legend>
          <CheckboxField meta={fields.chorale} label={t('surveys.choir')} />
          <CheckboxField meta={fields.orchestre} label={t('surveys.orchestra')} />
          {fields.chorale.errors && (
            <p id={fields.chorale.errorId} className="text-sm font-semibold text-danger">
              {fields.chorale.errors[0]}
            </p>
          )}
        </fieldset>
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('surveys.invite')}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}

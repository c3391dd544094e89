import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { Form, href, Link, redirect } from 'react-router';
import { shipIssueSchema } from '../../domain/admin/browser.ts';
import { issuesForStaff, shipIssueForStaff } from '../../domain/admin/index.ts';
import { Alert, Field, Table } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { AskFirst } from '../features/admin/AskFirst.tsx';
import { savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.expeditions';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money', 'messages'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return { ...(await issuesForStaff(context.ctx, viewer)), page: staffPage(request, 'money:subscriptions.shipments') };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** An issue shipped: the same operation as `npm run admin -- revue:ship`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  return savedForm(form, shipIssueSchema, async (payload) => {
    const done = await shipIssueForStaff(ctx, viewer, payload);
    // Shipped: on to its parcels, labels and list. Nobody to ship: the message here, the form closed.
    if (done.shipped > 0)
      throw redirect(`${href('/admin/expeditions/:revue', { revue: String(done.revueId) })}?expediee`);
    return { message: done.message, data: { revueId: done.revueId } };
  });
}

/** A failed network or server keeps the page, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/expeditions: the magazine's issues, one shipped to the subscribers, its labels and lists, confirmations. */
export default function AdminShipments({
  loaderData: { issues, subscribersWithCredit },
  actionData,
}: Route.ComponentProps) {
  const { t, lang } = useT('money');
  const day = (d: Date | string | null) => (d ? formatParis(d, lang, { date: 'long' }) : '—');
  const [form, fields] = useSchemaForm(shipIssueSchema, actionData);
  const shipped = actionData?.status === 'success' ? (actionData.data as { revueId: number } | undefined) : undefined;
  // The issue chosen, so that the question names it (without JavaScript it says « ce numéro »).
  const [chosen, setChosen] = useState('');
  const issue = issues.find((i) => String(i.id) === chosen);
  return (
    <AdminPage
      action={<Link to={href('/admin/abonnements')}>{t('subscriptions.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : null}
    >
      {shipped && (
        <p className="mb-6 flex flex-wrap gap-4">
          <a href={`/df/revues/${shipped.revueId}/etiquettes`} download>
            {t('subscriptions.labels')}
          </a>
          <a href={`/df/revues/${shipped.revueId}/liste`} download>
            {t('subscriptions.list')}
          </a>
        </p>
      )}
      {form.errors?.[0] && (
        <Alert tone="error" className="mb-6">
          {form.errors[0]}
        </Alert>
      )}
      {/* A new form after an answer: the question closed, nothing chosen. */}
      <Form
        key={shipped ? 'done' : 'form'}
        method="post"
        {...getFormProps(form)}
        className="mb-10 flex max-w-xl flex-col gap-4"
      >
        <h2 className="font-serif text-2xl font-semibold text-brand">{t('subscriptions.shipHeading')}</h2>
        <p>{t('subscriptions.shipIntro', { count: subscribersWithCredit })}</p>
        <Field
          meta={fields.revue}
          label={t('subscriptions.issue')}
          control={(props) => (
            <select {...props} onChange={(event) => setChosen(event.target.value)}>
              <option value="">—</option>
              {issues.map((issue) => (
                <option key={issue.id} value={issue.id}>
                  {issue.numero} — {issue.titre}
                </option>
              ))}
            </select>
          )}
        />
        <AskFirst
          label={t('subscriptions.ship')}
          question={
            issue
              ? t('subscriptions.shipQuestionNamed', {
                  count: subscribersWithCredit,
                  numero: issue.numero,
                  titre: issue.titre,
                })
              : t('subscriptions.shipQuestion', { count: subscribersWithCredit })
          }
          confirm={t('subscriptions.shipConfirm')}
        />
      </Form>
      <Table
        caption={t('subscriptions.issuesCaption')}
        rows={issues}
        rowKey={(issue) => issue.id}
        columns={[
          {
            header: t('subscriptions.issue'),
            rowHeader: true,
            cell: (issue) =>
              issue.parcels ? (
                <Link to={href('/admin/expeditions/:revue', { revue: String(issue.id) })}>{issue.numero}</Link>
              ) : (
                issue.numero
              ),
          },
          { header: t('subscriptions.shippedAt'), cell: (issue) => day(issue.shippedAt) },
          { header: t('subscriptions.copies'), cell: (issue) => issue.copies, numeric: true },
          {
            header: t('subscriptions.confirmations'),
            cell: (issue) => (issue.parcels ? `${issue.confirmed} / ${issue.parcels}` : '—'),
            numeric: true,
          },
          {
            header: t('subscriptions.files'),
            cell: (issue) =>
              issue.parcels ? (
                <span className="flex flex-wrap gap-3">
                  <a href={`/df/revues/${issue.id}/etiquettes`} download>
                    PDF
                    <span className="sr-only">
                      {' '}
                      : {t('subscriptions.labels')} {issue.numero}
                    </span>
                  </a>
                  <a href={`/df/revues/${issue.id}/liste`} download>
                    XLSX
                    <span className="sr-only">
                      {' '}
                      : {t('subscriptions.list')} {issue.numero}
                    </span>
                  </a>
                </span>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </AdminPage>
  );
}

import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { shipIssueSchema } from '../../domain/admin/browser.ts';
import { issuesForStaff, shipIssueForStaff } from '../../domain/admin/index.ts';
import { Alert, Field, Table } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { AskFirst } from '../features/admin/AskFirst.tsx';
import { AdminHeading, Done } from '../features/admin/parts.tsx';
import { savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.expeditions';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money', 'messages'] };

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return await issuesForStaff(context.ctx, viewer);
}

export const headers = privatePageHeaders;

/** An issue shipped: the same operation as `npm run admin -- revue:ship`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context;
  const { viewer, form } = await staffForm(request, context);
  return savedForm(form, shipIssueSchema, async (payload) => {
    const done = await shipIssueForStaff(ctx, viewer, payload);
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
  return (
    <section aria-labelledby="admin-expeditions">
      <AdminHeading action={<Link to="/admin/abonnements">{t('subscriptions.back')}</Link>}>
        <span id="admin-expeditions">{t('subscriptions.shipments')}</span>
      </AdminHeading>
      <Done message={actionData?.status === 'success' ? actionData.message : null} />
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
      <Form method="post" {...getFormProps(form)} className="mb-10 flex max-w-xl flex-col gap-4">
        <h3 className="font-serif text-2xl font-semibold text-brand">{t('subscriptions.shipHeading')}</h3>
        <p>{t('subscriptions.shipIntro', { count: subscribersWithCredit })}</p>
        <Field
          meta={fields.revue}
          label={t('subscriptions.issue')}
          control={(props) => (
            <select {...props}>
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
          question={t('subscriptions.shipQuestion', { count: subscribersWithCredit })}
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
              issue.parcels ? <Link to={`/admin/expeditions/${issue.id}`}>{issue.numero}</Link> : issue.numero,
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
    </section>
  );
}

import { Form, href, Link } from 'react-router';
import { annualReceiptsPreviewForStaff, runAnnualReceiptsForStaff } from '../../domain/admin/index.ts';
import { annualReceiptsSchema } from '../../domain/admin/browser.ts';
import { formatEuros } from '../../domain/money.ts';
import { Alert, Button, buttonClass, Table } from '../components/ui/index.ts';
import { unlessServerDown, useMessage } from '../components/ui/form.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { AskFirst } from '../features/admin/AskFirst.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { orNotFound, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { staffOf } from '../features/admin/staff.server.ts';
import { intlLocale } from '../i18n/languages.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.dons-recus-annuels';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money', 'messages'] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(url.searchParams);
  const view = await orNotFound(() => annualReceiptsPreviewForStaff(context.ctx, staffOf(context), params));
  return { ...view, page: staffPage(request, 'money:annual.heading') };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** The run the staff confirmed, for the preview they saw (its token): what else was issued meanwhile refuses it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  return savedForm(form, annualReceiptsSchema, (payload) => runAnnualReceiptsForStaff(ctx, viewer, payload));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/**
 * /admin/dons/recus-annuels (decision 0120): the annual receipts of a year's regular gifts, previewed (donors,
 * amounts, count) before the staff confirm the run; the January job issues the same ones by itself.
 */
export default function AdminAnnualReceipts({ loaderData: { years, preview }, actionData }: Route.ComponentProps) {
  const { t, lang } = useT('money');
  const locale = intlLocale(lang);
  const euros = (cents: number) => formatEuros(cents, locale);
  const message = useMessage();
  const done = actionData?.status === 'success' && actionData.message ? message(actionData.message) : null;
  const refused = actionData?.status === 'error' ? Object.values(actionData.error ?? {}).flat()[0] : null;
  const count = preview.donors.length;
  return (
    <AdminPage
      action={
        <Link to={href('/admin/dons/reguliers')} className={buttonClass('outline')}>
          {t('giving.heading')}
        </Link>
      }
      done={done}
    >
      <p className="mb-6 max-w-3xl">{t('annual.intro')}</p>
      {refused && (
        <Alert tone="error" className="mb-6">
          {message(refused)}
        </Alert>
      )}
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="font-semibold">
          {t('annual.year')}
          <select
            name="annee"
            defaultValue={preview.year}
            className="mt-1 block min-h-11 rounded-md border-2 border-line bg-white px-3 py-2"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          {t('annual.preview')}
        </Button>
      </Form>

      <h2 className="mb-2 font-serif text-2xl font-semibold text-brand">
        {t('annual.previewHeading', { year: preview.year })}
      </h2>
      <p className="mb-4 text-lg" role="status">
        {count === 0 ? t('annual.nothing') : t('annual.summary', { count, total: euros(preview.totalCents) })}
      </p>
      {count > 0 && (
        <>
          <Table
            caption={t('annual.previewHeading', { year: preview.year })}
            rows={preview.donors}
            rowKey={(d) => d.userId}
            columns={[
              { header: t('giving.donor'), rowHeader: true, cell: (d) => `${d.prenom} ${d.nom}` },
              { header: t('giving.email'), cell: (d) => d.email, className: 'whitespace-nowrap' },
              { header: t('annual.payments'), numeric: true, cell: (d) => d.payments },
              { header: t('giving.amount'), numeric: true, cell: (d) => euros(d.totalCents) },
            ]}
          />
          <Form method="post" className="mt-6">
            <input type="hidden" name="annee" value={preview.year} />
            <input type="hidden" name="jeton" value={preview.token} />
            <AskFirst
              label={t('annual.run', { count })}
              question={t('annual.question', { count, year: preview.year, total: euros(preview.totalCents) })}
              confirm={t('annual.confirm')}
            />
          </Form>
        </>
      )}
    </AdminPage>
  );
}

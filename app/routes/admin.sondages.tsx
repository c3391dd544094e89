import { Link } from 'react-router';
import { listSurveysForStaff } from '../../domain/admin/index.ts';
import { Table } from '../components/ui/index.ts';
import { AdminHeading } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { intlLocale } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders, requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.sondages';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
  return { surveys: await listSurveysForStaff(context.ctx, viewer) };
}

export const headers = privatePageHeaders;

/** /admin/sondages: the surveys, newest first, with the people invited and those who answered. */
export default function AdminSurveys({ loaderData: { surveys } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const day = (d: Date | string) =>
    new Intl.DateTimeFormat(intlLocale(lang), {
      dateStyle: 'medium',
      timeZone: 'Europe/Paris',
    }).format(new Date(d));
  return (
    <section aria-labelledby="admin-sondages">
      <AdminHeading>
        <span id="admin-sondages">{t('surveys.heading')}</span>
      </AdminHeading>
      <Table
        caption={t('surveys.caption')}
        rows={surveys}
        rowKey={(s) => s.slug}
        columns={[
          {
            header: t('surveys.title'),
            rowHeader: true,
            cell: (s) => (
              <Link to={`/admin/sondages/${s.slug}`} lang="fr">
                {s.titre}
              </Link>
            ),
          },
          { header: t('surveys.closes'), cell: (s) => day(s.closesAt) },
          { header: t('surveys.invited'), cell: (s) => s.invited, numeric: true },
          { header: t('surveys.answered'), cell: (s) => s.answered, numeric: true },
        ]}
      />
      {surveys.length === 0 && <p className="mt-4">{t('list.empty')}</p>}
    </section>
  );
}

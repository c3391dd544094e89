import { href, Link } from 'react-router';
import { listSurveysForStaff } from '../../domain/admin/index.ts';
import { ListPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.sondages';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return { surveys: await listSurveysForStaff(context.ctx, viewer), page: staffPage(request, 'surveys.heading') };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/sondages: the surveys, newest first, with the people invited and those who answered. */
export default function AdminSurveys({ loaderData: { surveys } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const day = (d: Date | string) => formatParis(d, lang, { date: 'medium' });
  return (
    <ListPage
      caption={t('surveys.caption')}
      list={{ rows: surveys }}
      rowKey={(s) => s.slug}
      columns={[
        {
          header: t('surveys.title'),
          rowHeader: true,
          cell: (s) => (
            <Link to={href('/admin/sondages/:slug', { slug: s.slug })} lang="fr">
              {s.titre}
            </Link>
          ),
        },
        { header: t('surveys.closes'), cell: (s) => day(s.closesAt) },
        { header: t('surveys.invited'), cell: (s) => s.invited, numeric: true },
        { header: t('surveys.answered'), cell: (s) => s.answered, numeric: true },
      ]}
    />
  );
}

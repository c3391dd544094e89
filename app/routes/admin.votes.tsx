import { href, Link } from 'react-router';
import { listBallotsForStaff } from '../../domain/admin/index.ts';
import { turnoutPercent } from '../../domain/votes/browser.ts';
import { ListPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.votes';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return { overview: await listBallotsForStaff(context.ctx, viewer), page: staffPage(request, 'ballots.heading') };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/votes: every ballot, newest first, with its dates, its turnout (live while open) and its report. */
export default function AdminBallots({ loaderData: { overview } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const when = (d: string) => formatParis(d, lang, { date: 'medium', time: 'short' });
  return (
    <ListPage
      caption={t('ballots.caption')}
      list={{ rows: overview.ballots }}
      rowKey={(b) => b.slug}
      columns={[
        {
          header: t('ballots.title'),
          rowHeader: true,
          cell: (b) => (
            <Link to={href('/admin/votes/:slug', { slug: b.slug })} lang="fr">
              {b.title}
            </Link>
          ),
        },
        { header: t('ballots.state'), cell: (b) => t(`ballots.states.${b.state}`) },
        { header: t('ballots.opens'), cell: (b) => when(b.opensAt) },
        { header: t('ballots.closes'), cell: (b) => when(b.closesAt) },
        {
          header: t('ballots.turnout'),
          cell: (b) =>
            t('ballots.turnoutValue', {
              count: b.voters,
              electorate: b.electorate,
              percent: turnoutPercent(b.voters, b.electorate),
            }),
        },
        {
          header: t('ballots.report'),
          cell: (b) => (
            <a href={href('/admin/votes/:slug/rapport', { slug: b.slug })} download>
              {t('ballots.download')}
            </a>
          ),
        },
      ]}
    />
  );
}

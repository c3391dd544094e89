import { href, Link } from 'react-router';
import { getDashboard } from '../../domain/admin/index.ts';
import { formatEuros } from '../../domain/money.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin._index';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return { dashboard: await getDashboard(context.ctx, viewer), page: staffPage(request, 'dashboard.heading') };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** The back office's home: the figures the data holds today. */
export default function AdminDashboard({ loaderData: { dashboard } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const date = (d: Date | string) => formatParis(d, lang, { date: 'long', time: 'short' });
  const tiles = [
    {
      label: t('dashboard.donationsMonth'),
      value: formatEuros(dashboard.donations.monthCents, lang),
      detail: t('dashboard.donationsCount', { count: dashboard.donations.monthCount }),
      to: href('/admin/dons'),
    },
    {
      label: t('dashboard.donationsYear'),
      value: formatEuros(dashboard.donations.yearCents, lang),
      detail: t('dashboard.donationsCount', { count: dashboard.donations.yearCount }),
      to: href('/df'),
    },
    {
      label: t('dashboard.members'),
      value: String(dashboard.members.total),
      detail: t('dashboard.membersDetail', dashboard.members),
      to: href('/admin/membres'),
    },
    {
      label: t('dashboard.subscribers'),
      value: String(dashboard.subscribers.total),
      detail: t('dashboard.subscribersDetail', { count: dashboard.subscribers.withCredit }),
      to: href('/admin/abonnements'),
    },
    {
      label: t('dashboard.messages'),
      value: String(dashboard.recentMessages),
      to: `${href('/admin/messages')}?etat=attente`,
    },
    {
      label: t('dashboard.failedMails'),
      value: String(dashboard.failedMails),
      to: `${href('/admin/courriels')}?etat=echecs`,
    },
    {
      label: t('dashboard.nextBallot'),
      value: dashboard.nextBallot?.title ?? t('dashboard.noBallot'),
      to: dashboard.nextBallot ? href('/admin/votes/:slug', { slug: dashboard.nextBallot.slug }) : undefined,
      detail: dashboard.nextBallot ? t('dashboard.closesAt', { date: date(dashboard.nextBallot.closesAt) }) : undefined,
    },
  ];
  return (
    <AdminPage>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <div className="h-full rounded-lg border border-line bg-white p-5 shadow-sm">
              <h2 className="text-sm font-semibold text-muted uppercase">{tile.label}</h2>
              <p className="mt-2 font-serif text-2xl font-semibold text-brand">
                {tile.to ? <Link to={tile.to}>{tile.value}</Link> : tile.value}
              </p>
              {tile.detail && <p className="mt-1 text-sm">{tile.detail}</p>}
            </div>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

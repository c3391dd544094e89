import { href, Link } from 'react-router';
import { downloadsOverview } from '../../domain/admin/index.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/df';
import { formatParis } from '../../platform/dates.ts';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return {
    overview: await downloadsOverview(context.ctx, viewer),
    page: staffPage(request, 'money:downloads.heading'),
  };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

function Group({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-2 font-serif text-2xl font-semibold text-brand">
        {title}
      </h2>
      {intro && <p className="mb-3 max-w-3xl">{intro}</p>}
      {children}
    </section>
  );
}

const listClass = 'flex flex-col gap-2';

/** /df, the downloads area (spec part 2 §2, ROLE_ADMIN): every export of the site in one place. */
export default function Downloads({ loaderData: { overview } }: Route.ComponentProps) {
  const { t, lang } = useT('money');
  const day = (d: Date | string) => formatParis(d, lang, { date: 'long' });
  return (
    <AdminPage>
      <p className="mb-8 max-w-3xl">{t('downloads.intro')}</p>
      <Group id="df-dons" title={t('downloads.donations')} intro={t('downloads.donationsIntro')}>
        <ul className={listClass}>
          {overview.donationYears.map((year) => (
            <li key={year}>
              <a href={`/df/dons/${year}`} download={`dons-${year}.xlsx`}>
                {t('downloads.donationsYear', { year })}
              </a>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="df-revue" title={t('downloads.shipments')} intro={t('downloads.shipmentsIntro')}>
        {overview.shipments.length ? (
          <ul className={listClass}>
            {overview.shipments.map((s) => (
              <li key={s.id}>
                <span lang="fr">
                  {s.numero} — {s.titre}
                </span>{' '}
                ({s.shippedAt ? day(s.shippedAt) : '—'}) :{' '}
                <a href={`/df/revues/${s.id}/etiquettes`} download>
                  {t('downloads.labels')}
                  <span className="sr-only"> {s.numero}</span>
                </a>
                ,{' '}
                <a href={`/df/revues/${s.id}/liste`} download>
                  {t('downloads.list')}
                  <span className="sr-only"> {s.numero}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('downloads.noShipment')}</p>
        )}
      </Group>
      <Group id="df-votes" title={t('downloads.ballots')}>
        {overview.ballots.length ? (
          <ul className={listClass}>
            {overview.ballots.map((b) => (
              <li key={b.slug}>
                <a
                  href={href('/admin/votes/:slug/rapport', { slug: encodeURIComponent(b.slug) })}
                  download="Rapport AG.xlsx"
                >
                  <span lang="fr">{b.title}</span>
                </a>{' '}
                ({t('downloads.closes', { date: day(b.closesAt) })})
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('downloads.none')}</p>
        )}
      </Group>
      <Group id="df-sondages" title={t('downloads.surveys')}>
        {overview.surveys.length ? (
          <ul className={listClass}>
            {overview.surveys.map((s) => (
              <li key={s.slug}>
                <a
                  href={href('/admin/sondages/:slug/export', { slug: encodeURIComponent(s.slug) })}
                  download={`sondage-${s.slug}.xlsx`}
                >
                  <span lang="fr">{s.titre}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('downloads.none')}</p>
        )}
      </Group>
      <Group id="df-membres" title={t('downloads.members')}>
        <p className="max-w-3xl">
          {t('downloads.membersIntro')}{' '}
          <Link to={href('/admin/membres')} className="underline">
            {t('downloads.membersLink')}
          </Link>
        </p>
      </Group>
    </AdminPage>
  );
}

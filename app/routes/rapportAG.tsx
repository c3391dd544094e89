import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { reportOverview, ROLE_AG_VOTE_ADMIN } from '../../domain/votes/index.ts';
import { buttonClass } from '../components/ui/index.ts';
import { getT } from '../i18n/i18n.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { pageMeta, type PageHead } from '../page.ts';
import { privatePageHeaders, requireRoles } from '../session.server.ts';
import type { Route } from './+types/rapportAG';
import { formatParis } from '../../platform/dates.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['votes'] };

/** The report of a ballot, from the API (the call checks the role too). */
const reportHref = (slug: string) => `/api/votes/downloadRapport?scrutin=${encodeURIComponent(slug)}`;

/** /rapportAG 'Rapport votes AG' (spec part 2 §2, part 3 §4 "Report page"): ROLE_AG_VOTE_ADMIN only. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const viewer = await requireRoles({ request, url }, ctx, [ROLE_AG_VOTE_ADMIN]);
  const overview = await reportOverview(ctx, { reader: viewer });
  const { t } = getT(request);
  const page: PageHead = {
    title: t('votes:report.title'),
    descriptionMeta: t('votes:report.description'),
    h1: t('votes:report.title'),
    h2: t('votes:report.h2'),
    template: 2,
    image: '/images/banners/vote.svg',
    icone: 'check',
  };
  return { page, ...overview };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export default function RapportAG({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT('votes');
  const { current, ballots } = loaderData;
  const auto = useRef<HTMLAnchorElement>(null);
  // On load, the download of 'Rapport AG.xlsx' starts (spec part 3 §4); the buttons download again.
  useEffect(() => {
    auto.current?.click();
  }, []);
  const date = (d: Date | string) => formatParis(d, lang, { date: 'long', time: 'short' });
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <p className="text-lg">{t('report.intro')}</p>
        {current && <a ref={auto} href={reportHref(current)} download="Rapport AG.xlsx" hidden tabIndex={-1} />}
        <ul className="m-0 flex list-none flex-col gap-5 p-0">
          {ballots.map((b) => (
            <li key={b.slug} className="rounded-lg border border-sand bg-white p-5 shadow-sm">
              <h2 className="font-serif text-2xl font-semibold text-brand" lang="fr">
                {b.title}
              </h2>
              <p className="mt-2">
                {t(`report.state.${b.state}`, {
                  opens: date(b.opensAt),
                  closes: date(b.closesAt),
                })}
              </p>
              <p className="mt-1" role={b.state === 'open' ? 'status' : undefined}>
                {t(b.state === 'open' ? 'report.liveTurnout' : 'report.turnout', {
                  voters: b.voters,
                  electorate: b.electorate,
                })}
              </p>
              <a href={reportHref(b.slug)} download="Rapport AG.xlsx" className={buttonClass('primary', 'mt-4')}>
                {t('report.download')}
                <span className="sr-only"> — {b.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

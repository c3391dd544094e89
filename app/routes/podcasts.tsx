import { useT } from '../i18n/use-t.ts';
import { feedPath, type FeedSection } from '../../domain/media/index.ts';
import { Card } from '../components/ui/Card.tsx';
import type { IconName } from '../components/ui/Icon.tsx';
import { FeedLink } from '../features/media/sections/FeedLink.tsx';
import { sectionHead } from '../features/media/sections/head.server.ts';
import { promotedReadingCards } from '../features/media/sections/promoted.server.ts';
import { ReadingCards } from '../features/media/sections/ReadingCards.tsx';
import { SectionBody, SectionHeading } from '../features/media/sections/SectionBody.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/podcasts';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['sections'], sameForMembers: true };

const podcasts: { feed: FeedSection; to: string; key: string; icon: IconName }[] = [
  { feed: 'meditation-quotidienne', to: '/meditation-quotidienne', key: 'meditation', icon: 'bible' },
  { feed: 'bible-en-un-an', to: '/podcast-bible-en-un-an', key: 'bible', icon: 'bible' },
  { feed: 'exhortations-audio', to: '/parole-partagee-spl/exhortationsAudio', key: 'exhortationsAudio', icon: 'music' },
];

/** /podcasts: the three podcasts (each page, each feed) and the promoted readings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  return {
    page: sectionHead(t, 'podcasts', 'podcasts', { icone: 'play', canonical: '/podcasts' }),
    podcasts: podcasts.map((p) => ({ ...p, href: feedPath(p.feed) })),
    readings: await promotedReadingCards(context.ctx),
  };
}

export const meta = pageMeta;

export default function Podcasts({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  return (
    <SectionBody>
      <ul className="grid list-none gap-6 p-0 md:grid-cols-3">
        {loaderData.podcasts.map((p) => (
          <li key={p.feed} className="flex">
            <Card
              className="w-full"
              headingLevel={2}
              to={p.to}
              icon={p.icon}
              title={t(`pages.${p.key}.title`)}
              text={t(`pages.${p.key}.card`)}
            >
              {/* Above the card's full-size link, so the feed stays clickable. */}
              <div className="relative z-10 mt-auto pt-2">
                <FeedLink href={p.href} title={t(`pages.${p.key}.title`)} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="lectures">
        <SectionHeading id="lectures">{t('pages.podcasts.readings')}</SectionHeading>
        <ReadingCards readings={loaderData.readings} />
      </section>
    </SectionBody>
  );
}

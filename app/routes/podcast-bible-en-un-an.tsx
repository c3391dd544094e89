import { useT } from '../i18n/use-t.ts';
import { Link } from 'react-router';
import { dailyReading, feedPath, listBibleBooks, readingPlans, type BibleBook } from '../../domain/media/index.ts';
import { Icon } from '../components/ui/Icon.tsx';
import { FeedLink } from '../features/media/sections/FeedLink.tsx';
import { sectionHead } from '../features/media/sections/head.server.ts';
import { promotedReadingCards } from '../features/media/sections/promoted.server.ts';
import { ReadingCards } from '../features/media/sections/ReadingCards.tsx';
import { SectionBody, SectionHeading } from '../features/media/sections/SectionBody.tsx';
import { TodayReading } from '../features/media/sections/TodayReading.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/podcast-bible-en-un-an';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['media', 'sections'], sameForMembers: true };

/** The Bible-in-a-year podcast: today's readings, the podcast platforms, the 66 books, the promoted readings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const { t } = getT(request);
  const feed = { title: t('sections:pages.bible.title'), href: feedPath('bible-en-un-an') };
  const [today, books, readings] = await Promise.all([
    Promise.all(readingPlans.map(async (plan) => ({ plan, reading: await dailyReading(ctx, plan) }))),
    listBibleBooks(ctx),
    promotedReadingCards(ctx),
  ]);
  return {
    page: sectionHead(t, 'bible', 'bible', { icone: 'bible', canonical: '/podcast-bible-en-un-an', feed }),
    feed,
    today,
    books,
    readings,
    platforms: { apple: ctx.config.LINK_PODCAST_APPLE, spotify: ctx.config.LINK_PODCAST_SPOTIFY },
  };
}

export const meta = pageMeta;

function bookPath(b: BibleBook): string {
  return `/podcast-bible-en-un-an-lecture/${b.idMediaLivre}/${b.couleur}/${encodeURIComponent(b.nom)}`;
}

function BookList({ id, title, books }: { id: string; title: string; books: BibleBook[] }) {
  const { t } = useT('sections');
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} level={3}>
        {title}
      </SectionHeading>
      <ul className="grid list-none grid-cols-2 gap-2 p-0 sm:grid-cols-3 lg:grid-cols-4">
        {books
          .filter((b) => b.idMediaLivre != null)
          .map((b) => (
            <li key={b.id}>
              <Link
                to={bookPath(b)}
                style={{ borderLeftColor: `#${b.couleur}` }}
                className="flex min-h-11 items-center rounded-md border-l-8 bg-white px-3 py-2 font-semibold text-brand no-underline shadow-card hover:bg-brand-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
              >
                {/* The book's name in the interface's language (the reading itself is French). */}
                {t(`bibleBooks.${b.numLivre}`, { defaultValue: b.nom })}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}

export default function BibleEnUnAn({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  const { today, books, readings, platforms, feed } = loaderData;
  const external =
    'inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white no-underline hover:bg-brand-dark';
  return (
    <SectionBody>
      <section aria-labelledby="aujourd-hui">
        <SectionHeading id="aujourd-hui">{t('pages.bible.today')}</SectionHeading>
        <div className="grid gap-6 lg:grid-cols-3">
          {today.map(({ plan, reading }) => (
            <TodayReading key={plan} id={`lecture-${plan}`} name={t(`pages.bible.plans.${plan}`)} reading={reading} />
          ))}
        </div>
      </section>
      <section aria-labelledby="plateformes" className="flex flex-col gap-4">
        <SectionHeading id="plateformes">{t('pages.bible.platforms')}</SectionHeading>
        <div className="flex flex-wrap gap-3">
          <a href={platforms.apple} className={external}>
            {t('pages.bible.apple')}
            <Icon name="external" label={t('common:ui.external')} className="size-4" />
          </a>
          <a href={platforms.spotify} className={external}>
            {t('pages.bible.spotify')}
            <Icon name="external" label={t('common:ui.external')} className="size-4" />
          </a>
          <FeedLink href={feed.href} title={feed.title} />
        </div>
      </section>
      <section aria-labelledby="livres" className="flex flex-col gap-8">
        <SectionHeading id="livres">{t('pages.bible.back')}</SectionHeading>
        <BookList id="ancien-testament" title={t('pages.bible.ancien')} books={books.ancien} />
        <BookList id="nouveau-testament" title={t('pages.bible.nouveau')} books={books.nouveau} />
      </section>
      <section aria-labelledby="lectures">
        <SectionHeading id="lectures">{t('pages.podcasts.readings')}</SectionHeading>
        <ReadingCards readings={readings} />
      </section>
    </SectionBody>
  );
}

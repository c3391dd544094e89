import { useT } from '../i18n/use-t.ts';
import { Link } from 'react-router';
import { homeBlocks } from '../../domain/home/index.ts';
import { listCollectionChildren, mediaPath, type MediaSummary } from '../../domain/media/index.ts';
import { NewsCarousel, type NewsCard } from '../components/home/NewsCarousel.tsx';
import { LinkButton } from '../components/ui/Button.tsx';
import { Card } from '../components/ui/Card.tsx';
import { JsonLd } from '../components/JsonLd.tsx';
import { homeJsonLd } from '../features/pages/organization.server.ts';
import { Icon } from '../components/ui/Icon.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type PageHead, type ShellHandle } from '../page.ts';
import { madeOnce } from '../../platform/made-once.ts';
import { readJson, sendJson } from '../sent-json.ts';
import type { Route } from './+types/home';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['home'], sameForMembers: true };

/** Spec part 1 §9: the home's news carousel shows collection 1967. */
const NEWS_COLLECTION = 1967;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang } = getT(request);
  const c = context.ctx.config;
  const page: PageHead = {
    title: t('home:title'),
    descriptionMeta: t('home:description'),
    h1: t('home:h1'),
    h2: t('home:h2'),
    h3: t('home:h3'),
    template: 1,
    image: '/images/banners/accueil.svg',
    video: '/videos/accueil.webm',
  };
  return {
    page,
    // Spec part 1 §9: two blocks of three cards, edited at /admin/accueil (decision 0079). These three are the same for
    // every visitor of a language while the site does not change: written once each (app/sent-json.ts).
    blocks: sendJson(await homeBlocks(context.ctx, lang)),
    news: sendJson(newsCards(await listCollectionChildren(context.ctx, NEWS_COLLECTION))),
    photos: c.LINK_PHOTOS,
    jsonLd: sendJson(homeJsonLd(c)),
  };
}

/** The carousel's cards of the kept news, made once. */
const newsCards = madeOnce((items: MediaSummary[]): NewsCard[] =>
  items.map((item) => ({
    id: item.id,
    href: mediaPath(item),
    titre: item.titre,
    sousTitre: item.sousTitre,
    datePublication: item.datePublication,
    image: item.couverture?.thumbnail_std.publicLink ?? null,
  })),
);

export const meta = pageMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT('home');
  const { photos } = loaderData;
  const [blocks, news, jsonLd] = [readJson(loaderData.blocks), readJson(loaderData.news), readJson(loaderData.jsonLd)];

  return (
    <>
      <JsonLd data={jsonLd} />
      <section className="mx-auto max-w-page px-5 pt-12 md:px-8 md:pt-16">
        <p className="max-w-prose font-serif text-xl leading-relaxed text-ink md:text-2xl">{t('intro')}</p>
      </section>

      {blocks
        .filter((block) => block.cards.length > 0)
        .map((block) => (
          <section
            key={block.bloc}
            aria-labelledby={`bloc-${block.bloc}`}
            className="mx-auto max-w-page px-5 py-10 md:px-8 md:py-12"
          >
            <h2 id={`bloc-${block.bloc}`} className="mb-6 text-3xl font-semibold text-brand">
              {t(block.bloc === 1 ? 'blocks.first' : 'blocks.second')}
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {block.cards.map((card) => (
                <li key={card.id}>
                  <Card
                    className="h-full"
                    {...(card.lien.startsWith('/') ? { to: card.lien } : { href: card.lien })}
                    icon={card.icone}
                    title={card.titre}
                    subtitle={card.sousTitre || null}
                    text={card.texte}
                    lang={card.lang}
                    image={{ src: card.image, width: 640, height: 400 }}
                    externalLabel={t('common:ui.external')}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}

      <NewsCarousel items={news} />

      <section aria-labelledby="association" className="bg-brand text-white">
        <div className="mx-auto grid max-w-page gap-8 px-5 py-12 md:grid-cols-[3fr_2fr] md:items-center md:px-8 md:py-16">
          <div>
            <h2 id="association" className="mb-4 text-3xl font-semibold">
              {t('association.title')}
            </h2>
            <p className="max-w-prose text-white/90">{t('association.text')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
            <LinkButton to="/confession-de-foi" variant="primary">
              <Icon name="cross" className="size-5" />
              {t('association.confession')}
            </LinkButton>
            <LinkButton to="/historique" variant="primary">
              <Icon name="history" className="size-5" />
              {t('association.history')}
            </LinkButton>
            <LinkButton to="/soutien" variant="primary">
              <Icon name="heart" className="size-5" />
              {t('association.support')}
            </LinkButton>
          </div>
        </div>
      </section>

      <section aria-label={t('verse.label')} className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
        <figure className="mx-auto max-w-3xl border-l-4 border-gold pl-6">
          <blockquote className="font-serif text-2xl leading-snug text-brand md:text-3xl">
            <p>{t('verse.quote', { text: t('verse.text') })}</p>
          </blockquote>
          <figcaption className="mt-3 font-semibold text-ochre">{t('verse.reference')}</figcaption>
        </figure>
        <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-4">
          <p>
            {t('verse.body')}{' '}
            <Link to="/confession-de-foi" className="underline">
              {t('verse.confession')}
            </Link>
            .
          </p>
          <p>
            <a href={photos} className="inline-flex min-h-11 items-center gap-2 font-semibold underline">
              <Icon name="camera" className="size-5" />
              {t('verse.photos')}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

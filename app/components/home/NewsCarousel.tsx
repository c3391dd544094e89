import { useRef } from 'react';
import { intlLocale } from '../../i18n/languages.ts';
import { useT } from '../../i18n/use-t.ts';
import { Card } from '../ui/Card.tsx';
import { Icon } from '../ui/Icon.tsx';

/**
 * "À LA UNE": the news of collection 1967 as a horizontal strip (one card on a phone, three on a wide
 * screen) that never moves by itself. Previous and next buttons scroll by one card; swiping and the
 * keyboard (Tab through the cards) work too. Each card links to the news item's media page (`href`,
 * built by the loader with mediaPath: domain code stays out of the browser bundle).
 */
/** Building an Intl formatter is costly: one per language, kept. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: string): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  return format;
}

/** What a card shows of a news item, and no more: the loader sends only this to the browser. */
export interface NewsCard {
  id: number;
  href: string;
  titre: string;
  sousTitre: string | null;
  datePublication: string | null;
  /** The cover's thumbnail, if any. */
  image: string | null;
}

export function NewsCarousel({ items }: { items: NewsCard[] }) {
  const { t, lang } = useT('home');
  const strip = useRef<HTMLUListElement>(null);
  const dates = dateFormat(lang);

  const move = (direction: 1 | -1) => {
    const el = strip.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * (card.offsetWidth + 24), behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section aria-roledescription="carousel" aria-labelledby="a-la-une" className="bg-sand py-12 md:py-16">
      <div className="mx-auto max-w-page px-5 md:px-8">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="a-la-une" className="text-3xl font-semibold tracking-wide text-brand">
            {t('carousel.title')}
          </h2>
          {items.length > 1 && (
            <div className="flex gap-2">
              {([-1, 1] as const).map((dir) => (
                <button
                  key={dir}
                  type="button"
                  onClick={() => move(dir)}
                  className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand text-brand hover:bg-brand hover:text-white"
                >
                  <Icon
                    name={dir < 0 ? 'chevron-left' : 'chevron-right'}
                    label={t(dir < 0 ? 'carousel.previous' : 'carousel.next')}
                  />
                </button>
              ))}
            </div>
          )}
        </div>
        {items.length === 0 ? (
          <p className="text-muted">{t('carousel.empty')}</p>
        ) : (
          <ul
            ref={strip}
            data-testid="news-carousel"
            className="-mx-2 flex snap-x snap-mandatory scroll-px-2 gap-6 overflow-x-auto px-2 pt-1 pb-4 [scrollbar-width:thin]"
          >
            {items.map((item, i) => (
              <li
                key={item.id}
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { n: i + 1, count: items.length })}
                className="w-[85%] shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
              >
                <Card
                  lang="fr"
                  className="h-full"
                  to={item.href}
                  title={item.titre}
                  subtitle={item.sousTitre}
                  meta={
                    item.datePublication ? (
                      <time dateTime={item.datePublication}>{dates.format(new Date(item.datePublication))}</time>
                    ) : null
                  }
                  image={item.image ? { src: item.image, width: 800, height: 500 } : null}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

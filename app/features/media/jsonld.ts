import type { MediaFull } from '../../../domain/media/index.ts';
import { excerpt, plainText } from './typography.ts';
import { audioFileTypes, MediaTypeId } from '../../../domain/media/browser.ts';

/** ISO 8601 duration of some seconds: 75 → "PT1M15S". */
function isoDuration(seconds: number): string {
  const s = Math.round(seconds);
  return `PT${Math.floor(s / 60) ? `${Math.floor(s / 60)}M` : ''}${s % 60}S`;
}

/**
 * schema.org data of a media page: Book, Article, NewsArticle, VideoObject (a YouTube video) or AudioObject
 * (an audio file), from the mediaFull answer. `origin` makes the links absolute; `pageUrl` is the page's address.
 */
export function mediaJsonLd(full: MediaFull, origin: string, pageUrl: string): Record<string, unknown> | null {
  const m = full.media;
  const abs = (path: string) => new URL(path, origin).toString();
  const authors = full.auteurs.map(({ auteur: a }) => ({
    '@type': 'Person',
    name: [a.prenom, a.nom].filter(Boolean).join(' '),
  }));
  const description = excerpt(plainText(m.contenu), 300) || undefined;
  const image = m.couverture ? abs(m.couverture.sharedLink) : undefined;
  const base = {
    '@context': 'https://schema.org',
    name: m.titre,
    url: pageUrl,
    description,
    inLanguage: 'fr',
    ...(image ? { image } : {}),
    ...(authors.length ? { author: authors } : {}),
  };
  const published = m.datePublication ?? m.dateEdition ?? undefined;
  switch (m.mediaType.id) {
    case MediaTypeId.BOOK:
    case MediaTypeId.HYMNBOOK:
      return {
        ...base,
        '@type': 'Book',
        isbn: m.isbn ?? undefined,
        numberOfPages: m.nbrPages ?? undefined,
        datePublished: m.dateEdition ?? published,
        ...(m.prix != null
          ? {
              offers: {
                '@type': 'Offer',
                price: m.prix.toFixed(2),
                priceCurrency: 'EUR',
                url: m.lienLjc ?? pageUrl,
                availability: 'https://schema.org/InStock',
              },
            }
          : {}),
      };
    case MediaTypeId.ARTICLE:
      return {
        ...base,
        '@type': 'Article',
        headline: m.titre,
        datePublished: published,
        articleSection: m.theme ?? undefined,
      };
    case MediaTypeId.NEWS:
      return { ...base, '@type': 'NewsArticle', headline: m.titre, datePublished: published };
  }
  const video = full.videoYoutubes[0]?.videoYoutube;
  if (video) {
    return {
      ...base,
      '@type': 'VideoObject',
      embedUrl: `https://www.youtube-nocookie.com/embed/${video.idYoutube}`,
      uploadDate: published,
      thumbnailUrl: image ?? abs('/images/media/mediatheque.svg'),
    };
  }
  const audio = full.fichiers.find((f) =>
    audioFileTypes.includes(f.fichier.fichierContentType.fichierType.id),
  )?.fichier;
  if (audio) {
    return {
      ...base,
      '@type': 'AudioObject',
      contentUrl: abs(audio.sharedLink),
      encodingFormat: audio.fichierContentType.contentType,
      duration: audio.duree != null ? isoDuration(audio.duree) : undefined,
      uploadDate: published,
    };
  }
  return null;
}

/** JSON for an inline <script>: "<" escaped so the text can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

import type { MediaFull } from '../../../domain/media/index.ts';
import { excerpt, plainText } from './typography.ts';
import { audioFileTypes, FileTypeId, MediaTypeId } from '../../../domain/media/browser.ts';

/** ISO 8601 duration of some seconds: 75 → "PT1M15S". */
function isoDuration(seconds: number): string {
  const s = Math.round(seconds);
  return `PT${Math.floor(s / 60) ? `${Math.floor(s / 60)}M` : ''}${s % 60}S`;
}

/**
 * schema.org data of a media page, from the mediaFull answer: Book, Article, NewsArticle, PublicationIssue, a
 * VideoObject (a video file, else a YouTube video), an AudioObject (an audio file), else the written work's type. `origin` makes the links absolute; `pageUrl` is the page's address.
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
    case MediaTypeId.MAGAZINE:
      return {
        ...base,
        '@type': 'PublicationIssue',
        issueNumber: m.numRevue ?? undefined,
        datePublished: published,
        ...(m.nomRevue ? { isPartOf: { '@type': 'Periodical', name: m.nomRevue.nom } } : {}),
      };
  }
  const ofType = (types: readonly number[]) =>
    full.fichiers.find((f) => types.includes(f.fichier.fichierContentType.fichierType.id))?.fichier;
  const video = ofType([FileTypeId.VIDEO]);
  const youtube = full.videoYoutubes[0]?.videoYoutube;
  if (video || youtube) {
    return {
      ...base,
      '@type': 'VideoObject',
      ...(video
        ? { contentUrl: abs(video.sharedLink), encodingFormat: video.fichierContentType.contentType }
        : { embedUrl: `https://www.youtube-nocookie.com/embed/${youtube!.idYoutube}` }),
      duration: video?.duree != null ? isoDuration(video.duree) : undefined,
      uploadDate: published,
      thumbnailUrl: image ?? abs('/images/media/mediatheque.svg'),
    };
  }
  const audio = ofType(audioFileTypes);
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
  // Every other page (a written exhortation or testimony, a hymn's words, a collection…): what it is in general terms.
  return { ...base, '@type': writtenTypes[m.mediaType.id] ?? 'CreativeWork', datePublished: published };
}

/** The schema.org type of a media page that has neither a video nor an audio file, by media type. */
const writtenTypes: Partial<Record<number, string>> = {
  [MediaTypeId.EXHORTATION]: 'Article',
  [MediaTypeId.TESTIMONY]: 'Article',
  [MediaTypeId.BLOG]: 'BlogPosting',
  [MediaTypeId.CHAPTER]: 'Chapter',
  [MediaTypeId.CD_ALBUM]: 'MusicAlbum',
  [MediaTypeId.PHOTO_ALBUM]: 'ImageGallery',
};

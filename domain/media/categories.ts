/**
 * The list pages of the spec select media by category: a key stored in media.categories.
 * The seed tags media with these keys; the list pages and their API read them.
 */
export const bookTypes = [
  'toutLesLivres',
  'commentaires',
  'meditationsQuotidiennes',
  'etudesBilbiques',
  'temoignages',
  'horsCollection',
] as const;
export type BookType = (typeof bookTypes)[number];

/** /livres/{type}: "toutLesLivres" lists every book; the others are categories "livres-{type}". */
export function bookCategory(type: Exclude<BookType, 'toutLesLivres'>): string {
  return `livres-${type}`;
}

/** /parole-partagee-spl/{type}, /messages-video/{type}, /temoignages/{type} (spec part 2 §7 "Media list by type"). */
export const sectionCategories = {
  exhortationsAudio: 'exhortationsAudio',
  exhortationsEcrite: 'exhortationsEcrite',
  exhortationsVideo: 'exhortationsVideo',
  temoignagesALire: 'témoignages',
} as const;

/** /enseignement/{type}: categories "Enseignement-{type}". */
export const teachingTypes = ['Dieu', 'Jésus-Christ', 'Le Saint-Esprit', "L'Église", "L'au-delà"] as const;
export function teachingCategory(type: (typeof teachingTypes)[number]): string {
  return `Enseignement-${type}`;
}

/** /decouvrir-l-evangile/{type}. */
export const gospelTypes = ['messages audios', 'thèmes divers', 'témoignages'] as const;
export function gospelCategory(type: (typeof gospelTypes)[number]): string {
  return `decouvrir-l-evangile-${type}`;
}

/**
 * Every category a list page reads, grouped as the back office offers them (one checkbox each; their names are the
 * admin strings `media.categoryNames`, the groups' `media.categoryGroups`).
 */
export const categoryGroups = [
  { id: 'parole', categories: Object.values(sectionCategories) },
  { id: 'enseignement', categories: teachingTypes.map(teachingCategory) },
  { id: 'evangile', categories: gospelTypes.map(gospelCategory) },
  {
    id: 'livres',
    categories: bookTypes
      .filter((t) => t !== 'toutLesLivres')
      .map((t) => bookCategory(t as Exclude<typeof t, 'toutLesLivres'>)),
  },
] as const satisfies readonly { id: string; categories: readonly string[] }[];

/** Fixed ids the site links to (spec part 1 §9, part 2 §9). */
export const fixedMediaIds = {
  homeCarousel: 1967,
  homeNews: 1983,
  newsPage: 1984,
  dailyMeditations: [137, 153],
  bibleBooksFirst: 1449,
  bibleBooksLast: 1515,
} as const;

/**
 * The ids of the reference tables media_type and fichier_type (spec part 2 §3: catalogue codes 1–15, and the kinds
 * the product adds), named once for the seed, the domain and the pages. Nothing is imported: browser code may use it.
 */
export const MediaTypeId = {
  EXHORTATION: 1,
  HYMN: 2,
  TESTIMONY: 3,
  TALK: 4,
  COURSE: 5,
  MAGAZINE: 6,
  ARTICLE: 7,
  CD_ALBUM: 8,
  PHOTO_ALBUM: 9,
  BOOK: 10,
  COLLECTION: 11,
  PAGE: 12,
  BLOG: 13,
  READING: 14,
  NEWS: 15,
  HYMNBOOK: 16,
  CHAPTER: 17,
} as const;

export const FileTypeId = {
  IMAGE: 1,
  VIDEO: 2,
  AUDIO: 4,
  DOCUMENT: 5,
  AUDIO_STREAM: 6,
} as const;

/** Files the players play. */
export const audioFileTypes: readonly number[] = [FileTypeId.AUDIO, FileTypeId.AUDIO_STREAM];
/** Files offered for download (fichier_type.downloadable). */
export const downloadableFileTypes: readonly number[] = [FileTypeId.AUDIO, FileTypeId.DOCUMENT];
/** Media shown as a book: a cover, the publication facts, no authors' block. */
export const bookMediaTypes: readonly number[] = [MediaTypeId.BOOK, MediaTypeId.HYMNBOOK];
/** Whether a book or a magazine can be had (media.disponibilite). */
export const mediaAvailabilities = ['disponible', 'epuise', 'a_paraitre'] as const;

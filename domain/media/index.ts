export { listCollectionChildren } from './carousel.ts';
export { getDraftFile, getPublicFile } from './files.ts';
export { getDraftMediaFull, getMediaFull, mediaOrders, type MediaChild, type MediaFull } from './full.ts';
export { getGallery, type GalleryPhoto } from './gallery.ts';
export { cleanStoredNotes } from './notes.ts';
export type { MediaSummary } from './summary.ts';
export { fileUrl, mediaPath, slugify } from './urls.ts';
export * from './categories.ts';
export * from './kinds.ts';
export {
  audioTracksOf,
  getMediaWithAudios,
  gospelPages,
  listCourseData,
  listMediaByCategory,
  mediaSummariesByIds,
  type AudioTrack,
  type GospelPage,
  type ListedMedia,
} from './lists.ts';
export {
  dailyReading,
  getReading,
  listBibleBooks,
  promotedReadings,
  readingPlans,
  readingQuerySchema,
  type BibleBook,
  type DailyReading,
  type PromotedReading,
} from './readings.ts';
export { buildFeed, feedCoverUrl, feedPath, type Feed, type FeedSection } from './feeds.ts';
export { sitemapEntries, type SitemapEntry } from './sitemap.ts';
export { listPositions, positionSchema, positionsQuerySchema, resumePoint, savePosition } from './positions.ts';
export { forgetMediaCaches } from './cache.ts';
export { mediaChanged } from './changes.ts';

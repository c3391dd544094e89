export { listCollectionChildren } from './carousel.ts';
export { getPublicFile, type ServableFile } from './files.ts';
export {
  getMediaFull,
  type Couverture,
  type FichierFull,
  type MediaChild,
  type MediaDetail,
  type MediaFull,
} from './full.ts';
export { getGallery, type GalleryPhoto } from './gallery.ts';
export { cleanStoredNotes } from './notes.ts';
export type { MediaSummary } from './summary.ts';
export { fileUrl, mediaPath, slugify } from './urls.ts';
export * from './categories.ts';
export * from './kinds.ts';
export {
  audioTracksOf,
  courseDataKeys,
  getMediaWithAudios,
  gospelPages,
  listCategories,
  listCourseData,
  listMediaByCategory,
  mediaSummariesByIds,
  type AudioTrack,
  type CourseItem,
  type GospelPage,
  type ListedMedia,
} from './lists.ts';
export { cutDescription, descriptionLimit, localDate, readingTitleLines } from './readings-text.ts';
export {
  dailyReading,
  getReading,
  listBibleBooks,
  promotedReadings,
  readingPlans,
  type BibleBook,
  type DailyReading,
  type PromotedReading,
  type ReadingPlan,
} from './readings.ts';
export { buildFeed, feedPath, feedSections, isFeedSection, type Feed, type FeedSection } from './feeds.ts';
export { sitemapEntries, type SitemapEntry } from './sitemap.ts';
export { listPositions, resumePoint, savePosition, type ListeningPosition } from './positions.ts';
export { forgetMediaCaches } from './cache.ts';
export { mediaChanged } from './changes.ts';

export { listCollectionChildren } from './carousel.ts';
export { getPublicFile, type ServableFile } from './files.ts';
export type { MediaSummary } from './summary.ts';
export { fileUrl, mediaPath, slugify } from './urls.ts';
export * from './categories.ts';

/** The browser-safe surface of the area, for browser code in app/ (decision 0090): nothing here reaches the server. */
export * from './categories.ts';
export * from './kinds.ts';
export { mediaPath } from './urls.ts';
export { cutDescription, readingTitleLines } from './readings-text.ts';

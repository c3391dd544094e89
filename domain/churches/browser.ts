/** The browser-safe surface of the area, for browser code in app/ (decision 0090): nothing here reaches the server. */
export { countryOrder } from './countries.ts';
export * from './schemas.ts';
export { placeAt, pointOf } from './projection.ts';

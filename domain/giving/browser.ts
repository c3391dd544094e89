/** The browser-safe surface of the area, for browser code in app/ (decision 0090): nothing here reaches the server. */
export * from './schemas.ts';
export * from './mandate.ts';

export * from './media.ts';
export * from './accounts.ts';

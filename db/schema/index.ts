export * from './media.ts';
export * from './accounts.ts';
export * from './payments.ts';
export * from './donations.ts';
export * from './contact.ts';
export * from './listening.ts';
export * from './search.ts';

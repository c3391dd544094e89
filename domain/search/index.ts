export { listMagazineIssues, reindexSearch, searchArticles, suggestTitles } from './articles.ts';
export * from './schemas.ts';
export { searchSharedWord } from './shared-word.ts';
export { searchFeed, searchFeedHref, searchFeedPath } from './feed.ts';

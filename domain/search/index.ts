export { listMagazineIssues, reindexSearch, searchArticles, suggestTitles, type ArticleResults } from './articles.ts';
export * from './schemas.ts';
export { searchSharedWord } from './shared-word.ts';
export { searchFeed, searchFeedHref, searchFeedPath } from './feed.ts';

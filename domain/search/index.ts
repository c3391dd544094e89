export {
  listMagazineIssues,
  reindexSearch,
  searchArticles,
  suggestTitles,
  type ArticleResult,
  type ArticleResults,
  type MagazineIssue,
} from './articles.ts';
export type { FacetField, SearchEngine } from './engine.ts';
export * from './schemas.ts';
export {
  categoryScopes,
  filterGroupLabels,
  searchSharedWord,
  type FilterGroup,
  type FilterItem,
  type SearchResult,
  type SharedWordResults,
} from './shared-word.ts';
export { searchWords, snippet } from './text.ts';
export { searchFeed, searchFeedHref, searchFeedPath } from './feed.ts';

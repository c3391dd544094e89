import {
  articleFacetNames,
  articleSearchInput,
  type ArticleFacetName,
  type ArticleSearch,
} from '../../../domain/search/browser.ts';

/**
 * The magazine article search state (part 3 §4 "Article search") in plain URL parameters, which a form without
 * JavaScript sends as they are: query, sort, page, size and one parameter per facet value.
 */
export type ArticleState = ArticleSearch;

export const articlesPath = '/revues/articles-revues';

function defaultArticleState(): ArticleState {
  return { query: '', sort: 'relevance', facets: {}, page: 1, size: 48 };
}

/** The state of the URL; a value out of bounds gives the default search rather than an error. */
export function parseArticleState(params: URLSearchParams): ArticleState {
  const facets: Partial<Record<ArticleFacetName, string[]>> = {};
  for (const name of articleFacetNames) {
    const values = params.getAll(name).filter(Boolean);
    if (values.length) facets[name] = [...new Set(values)];
  }
  const number = (key: string, fallback: number) => (params.has(key) ? Number(params.get(key)) : fallback);
  const parsed = articleSearchInput.safeParse({
    query: params.get('query') ?? '',
    sort: params.get('sort') || 'relevance',
    facets,
    page: number('page', 1),
    size: number('size', 48),
  });
  return parsed.success ? parsed.data : defaultArticleState();
}

export function articlesHref(state: ArticleState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  for (const name of articleFacetNames) for (const v of state.facets[name] ?? []) params.append(name, v);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.size !== 48) params.set('size', String(state.size));
  const search = params.toString();
  return search ? `${articlesPath}?${search}` : articlesPath;
}

/** Any text, sort, size or facet change goes back to the first page; a page change keeps the rest. */
export function articlesWith(state: ArticleState, change: Partial<ArticleState>): ArticleState {
  return { ...state, ...change, page: change.page ?? 1 };
}

export function toggledFacet(state: ArticleState, name: ArticleFacetName, value: string, on: boolean): ArticleState {
  const current = new Set(state.facets[name] ?? []);
  if (on) current.add(value);
  else current.delete(value);
  return articlesWith(state, { facets: { ...state.facets, [name]: [...current] } });
}

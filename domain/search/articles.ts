import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import type { Ctx } from '../context.ts';
import { mediaPath } from '../media/index.ts';
import { parseInput } from '../validation.ts';
import { searchEngine } from './choice.ts';
import { toSearchResult } from './shared-word.ts';
import type { FacetField, SortOrder } from './engine.ts';
import {
  articleFacetNames,
  articleSearchInput,
  facetLimit,
  suggestInput,
  type ArticleFacetName,
  type ArticleSort,
} from './schemas.ts';

const facetFields: Record<ArticleFacetName, FacetField> = {
  revue: 'revue',
  auteurs: 'auteurNom',
  theme: 'theme',
  date_parution: 'dateParution',
};

const sorts: Record<ArticleSort, SortOrder> = {
  relevance: 'relevance',
  titre_asc: 'titre_asc',
  titre_desc: 'titre_desc',
  date_parution_asc: 'date_asc',
  date_parution_desc: 'date_desc',
};

/** Article search document (part 3 §3) with its snippet and media page. */
export interface ArticleResult {
  id: number;
  titre: string;
  sous_titre: string | null;
  auteurs: string[];
  theme: string | null;
  date_parution: string | null;
  revue: string | null;
  snippet: string;
  url: string;
}

export interface ArticleFacetValue {
  value: string;
  label: string;
  count: number;
}

export interface ArticleResults {
  results: ArticleResult[];
  total: number;
  page: number;
  size: number;
  facets: Record<ArticleFacetName, ArticleFacetValue[]>;
}

/**
 * The magazine article search (part 3 §2 "Browsing magazines and articles", §4 "Article search"): text, sort, the
 * four facets (each counted with its own selection left out, up to 900 values), a page of 18 to 100 results.
 */
export async function searchArticles(ctx: Ctx, input: unknown): Promise<ArticleResults> {
  const search = parseInput(articleSearchInput, input);
  const filters: Partial<Record<FacetField, string[]>> = {};
  for (const name of articleFacetNames) {
    const values = search.facets[name];
    if (values?.length) filters[facetFields[name]] = values;
  }
  const sort = search.sort === 'relevance' && !search.query.trim() ? 'date_desc' : sorts[search.sort];
  const found = await searchEngine.search(ctx, {
    text: search.query,
    scope: { mediaTypeIds: [MediaTypeId.ARTICLE] },
    filters,
    facets: articleFacetNames.map((n) => facetFields[n]),
    facetLimit,
    sort,
    offset: (search.page - 1) * search.size,
    limit: search.size,
  });
  const facets = {} as Record<ArticleFacetName, ArticleFacetValue[]>;
  for (const name of articleFacetNames) {
    const values = [...(found.facets[facetFields[name]] ?? [])];
    for (const v of search.facets[name] ?? []) {
      if (!values.some((x) => x.value === v)) values.push({ value: v, label: v, count: 0 });
    }
    if (name === 'date_parution') values.sort((a, b) => b.value.localeCompare(a.value));
    facets[name] = values;
  }
  return {
    results: found.hits.map((h) => ({
      id: h.id,
      titre: h.titre,
      sous_titre: h.sousTitre,
      auteurs: h.auteurs,
      theme: h.theme,
      date_parution: h.datePublication,
      revue: h.revue,
      snippet: h.snippet,
      url: mediaPath(h),
    })),
    total: found.total,
    page: search.page,
    size: search.size,
    facets,
  };
}

/** Autocomplete: up to 8 titles whose words start with the typed words. */
export async function suggestTitles(ctx: Ctx, input: unknown): Promise<{ id: number; titre: string; url: string }[]> {
  const { q } = parseInput(suggestInput, input);
  const found = await searchEngine.suggest(ctx, q, 8);
  return found.map((s) => ({ ...s, url: mediaPath(s) }));
}

/** Rebuilds every search document (`npm run admin -- search:reindex`). */
export function reindexSearch(ctx: Ctx, progress?: (done: number, total: number) => void): Promise<number> {
  return searchEngine.reindex(ctx, progress);
}

/** A magazine issue of the /revues/revues grid. */
export interface MagazineIssue {
  id: number;
  titre: string;
  sousTitre: string | null;
  mediaTypeNom: string;
  datePublication: string | null;
  couverture: string | null;
  url: string;
}

/** Every public magazine issue, newest first (part 3 §2 "Browsing magazines and articles"). */
export async function listMagazineIssues(ctx: Ctx): Promise<MagazineIssue[]> {
  const found = await searchEngine.search(ctx, {
    text: '',
    scope: { mediaTypeIds: [MediaTypeId.MAGAZINE] },
    filters: {},
    facets: [],
    facetLimit: 0,
    sort: 'date_desc',
    offset: 0,
    limit: 500,
  });
  return found.hits.map((h) => {
    const cover = toSearchResult(h).couverture;
    return {
      id: h.id,
      titre: h.titre,
      sousTitre: h.sousTitre,
      mediaTypeNom: h.mediaTypeNom,
      datePublication: h.datePublication,
      couverture: cover?.thumbnail_std.publicLink ?? null,
      url: mediaPath(h),
    };
  });
}

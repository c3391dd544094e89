import {
  filterGroupTypes,
  sharedWordSearchInput,
  type FilterGroupType,
  type SharedWordCategory,
  type SharedWordSearch,
} from '../../../domain/search/browser.ts';

/**
 * The search state of the shared-word database (part 2 §3 "Search state") and its rules (part 2 §4 "Search"), kept in
 * the URL query `q` as compact JSON. Browser-safe: the page and its loader share it.
 */
export type SearchState = SharedWordSearch;

const defaultPageSize = 30;

function defaultState(): SearchState {
  return { category: 'toutParolePartagee', queryString: '', filters: [], pageNumber: 1, pageSize: defaultPageSize };
}

/** The state of a `q` value; a missing or broken one is the default search, never an error. */
export function parseState(q: string | null): SearchState {
  if (!q) return defaultState();
  try {
    const parsed = sharedWordSearchInput.safeParse(JSON.parse(q));
    return parsed.success ? normalise(parsed.data) : defaultState();
  } catch {
    return defaultState();
  }
}

/** Only checked items are kept, one group per type, in the page's order. */
function normalise(state: SearchState): SearchState {
  const filters = filterGroupTypes
    .map((type) => ({
      type,
      valueType: 'checkboxList',
      filterItems: [
        ...new Set(
          state.filters
            .filter((g) => g.type === type)
            .flatMap((g) => g.filterItems.filter((i) => Boolean(i.value)).map((i) => String(i.id))),
        ),
      ].map((id) => ({ id, value: true })),
    }))
    .filter((g) => g.filterItems.length > 0);
  return { ...state, filters };
}

/** Compact JSON of the state, as `q` holds it. */
export function stateQuery(state: SearchState): string {
  return JSON.stringify(normalise(state));
}

export function searchHref(path: string, state: SearchState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ q: stateQuery(state), ...extra });
  return `${path}?${params.toString()}`;
}

function selectedIds(state: SearchState, type: FilterGroupType): Set<string> {
  return new Set(state.filters.filter((g) => g.type === type).flatMap((g) => g.filterItems.map((i) => String(i.id))));
}

/** A category change clears the filters and the text, and goes to page 1. */
export function withCategory(state: SearchState, category: SharedWordCategory): SearchState {
  return { ...defaultState(), category, pageSize: state.pageSize };
}

/** A text change goes to page 1. */
export function withText(state: SearchState, queryString: string): SearchState {
  return { ...state, queryString, pageNumber: 1 };
}

/** Checking or unchecking a filter item goes to page 1. */
export function withFilter(state: SearchState, type: FilterGroupType, id: string, checked: boolean): SearchState {
  const ids = selectedIds(state, type);
  if (checked) ids.add(id);
  else ids.delete(id);
  const others = state.filters.filter((g) => g.type !== type);
  const group = { type, valueType: 'checkboxList', filterItems: [...ids].map((i) => ({ id: i, value: true })) };
  return { ...state, filters: ids.size ? [...others, group] : others, pageNumber: 1 };
}

/** A page change keeps the filters. */
export function withPage(state: SearchState, pageNumber: number): SearchState {
  return { ...state, pageNumber };
}

/** A page size change goes to page 1 (the old page number means other results). */
export function withPageSize(state: SearchState, pageSize: SearchState['pageSize']): SearchState {
  return { ...state, pageSize, pageNumber: 1 };
}

/** "Clear filters": no filter, page 1, page size 30 (text and category kept). */
export function cleared(state: SearchState): SearchState {
  return { ...state, filters: [], pageNumber: 1, pageSize: defaultPageSize };
}

/** The state a plain form submission (no JavaScript) describes: text, category, checked items; page 1. */
export function stateFromForm(params: URLSearchParams): SearchState {
  const category = params.get('categorie');
  const base = parseState(
    JSON.stringify({
      category: category ?? 'toutParolePartagee',
      queryString: (params.get('texte') ?? '').slice(0, 200),
      pageSize: Number(params.get('taille') ?? defaultPageSize),
    }),
  );
  let state = base;
  for (const type of filterGroupTypes) for (const id of params.getAll(type)) state = withFilter(state, type, id, true);
  return { ...state, pageNumber: 1 };
}

/** Whether a URL carries a plain form submission rather than a `q`. */
export function isFormSubmission(params: URLSearchParams): boolean {
  return !params.has('q') && (params.has('texte') || params.has('categorie'));
}

/** The page numbers around the current one: `window` each side, within 1…last. */
export function pageWindow(current: number, last: number, window: number): number[] {
  const pages: number[] = [];
  for (let p = Math.max(1, current - window); p <= Math.min(last, current + window); p++) pages.push(p);
  return pages;
}

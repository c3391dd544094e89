import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Link, redirect, useLocation, useNavigate } from 'react-router';
import { searchFeedHref, searchSharedWord } from '../../domain/search/index.ts';
import type { StringsHandle } from '../i18n/strings.ts';
// The component runs in the browser too: it takes these from their own modules, not from the area's server index.
import {
  facetRangeBounds,
  filterGroupTypes,
  pageSizes,
  rangeIds,
  sharedWordCategories,
  type FilterGroupType,
} from '../../domain/search/browser.ts';
import { buttonClass, cx, Icon } from '../components/ui/index.ts';
import { eurosToCents, formatEuros } from '../../domain/money.ts';
import { formatDate } from '../features/media/format.ts';
import { FilterGroupBox } from '../features/search/FilterGroupBox.tsx';
import { FoldedFilters } from '../features/search/FoldedFilters.tsx';
import { Pagination } from '../features/search/Pagination.tsx';
import { ResultList, type ResultView } from '../features/search/ResultList.tsx';
import {
  cleared,
  isFormSubmission,
  parseState,
  searchHref,
  stateFromForm,
  stateQuery,
  withCategory,
  withFilter,
  withPage,
  withPageSize,
  withText,
  type SearchState,
} from '../features/search/state.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/parole-partagee-bdd';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['search'], sameForMembers: true };

const path = '/parole-partagee-bdd';

function viewOf(params: URLSearchParams): ResultView {
  return params.get('vue') === 'liste' ? 'liste' : 'grille';
}

/**
 * /parole-partagee-bdd: the shared-word database (part 2 §2 "Faceted search pages"), drawn on the server from the
 * state in `q`. A plain form submission (no JavaScript) is turned into its `q` by a redirect.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const view = viewOf(url.searchParams);
  if (isFormSubmission(url.searchParams)) {
    throw redirect(searchHref(path, stateFromForm(url.searchParams), view === 'liste' ? { vue: view } : {}));
  }
  const state = parseState(url.searchParams.get('q'));
  const found = await searchSharedWord(context.ctx, state);
  const { t } = getT(request);
  // A search with audio media is also a podcast (beyond the spec).
  const feedHref = found.results.some((r) => r.audio) ? searchFeedHref(stateQuery(state)) : null;
  return {
    page: {
      title: t('search:bdd.title'),
      descriptionMeta: t('search:bdd.descriptionMeta'),
      h1: t('search:bdd.title'),
      template: 2 as const,
      image: '/images/media/mediatheque.svg',
      icone: 'bible',
      canonical: path,
      feed: feedHref ? { title: t('search:feed'), href: feedHref } : undefined,
    },
    feedHref,
    state,
    view,
    found,
  };
}

export const meta = pageMeta;

export default function ParolePartageeBdd({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT('search');
  const { state, view, found, feedHref } = loaderData;
  /** A book's or a magazine's record in one line: pages, price, bookshop (decision 0113). */
  const catalogueLine = (c: NonNullable<(typeof found.results)[number]['catalogue']>) =>
    [
      c.nombre_de_pages ? t('catalogue.pages', { count: c.nombre_de_pages }) : null,
      c.prix_vente != null ? formatEuros(eurosToCents(c.prix_vente), lang) : null,
      c.disponible_en_librairie ? t('catalogue.bookshop') : null,
      c.disponibilite && c.disponibilite !== 'disponible' ? t(`facetValues.disponibilite.${c.disponibilite}`) : null,
    ]
      .filter(Boolean)
      .join(' · ') || null;
  /** A filter item's label: the translator's for the values that are codes or ranges, else the value itself. */
  const itemLabel = (type: FilterGroupType, id: string, label: string): string => {
    if (type === 'disponibilite' || type === 'disponible_en_librairie')
      return t(`facetValues.${type}.${id}`, { defaultValue: label });
    if (type !== 'nombre_de_pages' && type !== 'prix_vente') return label;
    const i = rangeIds(type).indexOf(id);
    const bounds = facetRangeBounds[type];
    if (i < 0) return label;
    // Pages are whole: "100 to 199 pages"; a price range ends below its upper bound.
    const max = (b: number) => (type === 'nombre_de_pages' ? b - 1 : b);
    if (i === 0) return t(`facetValues.${type}.below`, { max: bounds[0] });
    if (i === bounds.length) return t(`facetValues.${type}.above`, { min: bounds[i - 1] });
    return t(`facetValues.${type}.between`, { min: bounds[i - 1], max: max(bounds[i]) });
  };
  const navigate = useNavigate();
  const location = useLocation();
  const first = useRef(true);
  const extra: Record<string, string> = view === 'liste' ? { vue: view } : {};
  // The newest state asked for: a change made before the previous one's answer has arrived builds on it, not on the
  // state drawn on the screen (a text search then a click at once must not lose the text, nor bring back filters the
  // screen still shows unchecked or checked).
  const latest = useRef<SearchState>(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const go = (next: SearchState) => {
    latest.current = next;
    void navigate(searchHref(path, next, extra), { preventScrollReset: true });
  };

  // First load at the top (the browser's own); every later change of the search to 530 px on wide screens (part 2
  // §4); on a phone, where the filters stand above the results, to the results' heading.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.matchMedia('(min-width: 48rem)').matches) window.scrollTo({ top: 530 });
    else document.getElementById('resultats-titre')?.scrollIntoView({ block: 'start' });
  }, [location.search]);

  const lastPage = Math.max(1, Math.ceil(found.total / state.pageSize));
  const anyFilter = state.filters.length > 0;
  const checkedFilters = state.filters.reduce((n, g) => n + g.filterItems.length, 0);

  return (
    // A followed link of the search (tab, page, "clear filters", view) is the newest state as well.
    <div
      className="mx-auto max-w-page px-5 py-8 md:px-8 md:py-12"
      onClickCapture={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        const href = (e.target as Element).closest('a')?.getAttribute('href');
        if (href?.startsWith(`${path}?`)) latest.current = parseState(new URL(href, 'http://x').searchParams.get('q'));
      }}
    >
      <nav aria-label={t('categories.label')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {sharedWordCategories.map((c) => (
            <li key={c}>
              <Link
                to={searchHref(path, withCategory(state, c), extra)}
                preventScrollReset
                aria-current={c === state.category ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold no-underline',
                  c === state.category
                    ? 'border-brand bg-brand text-white'
                    : 'border-line bg-white text-brand hover:border-brand',
                )}
              >
                {t(`categories.${c}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form
        method="get"
        action={path}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          // With JavaScript, the checkboxes already changed the state one by one: only the text is read here.
          const text = new FormData(e.currentTarget).get('texte');
          go(withText(latest.current, String(text ?? '').slice(0, 200)));
        }}
      >
        <input type="hidden" name="categorie" value={state.category} />
        {view === 'liste' && <input type="hidden" name="vue" value="liste" />}
        <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <label htmlFor="texte" className="mb-1 block font-semibold">
              {t('search.label')}
            </label>
            <input
              key={state.queryString}
              id="texte"
              name="texte"
              type="search"
              maxLength={200}
              defaultValue={state.queryString}
              placeholder={t('search.placeholder')}
              className="min-h-12 w-full rounded-md border-2 border-line bg-white px-4 text-lg focus:border-brand"
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'min-h-12')}>
            {t('search.button')}
          </button>
        </div>

        <div className="grid gap-8 md:grid-cols-[17rem_1fr]">
          <aside aria-labelledby="filtres-titre">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 id="filtres-titre" className="text-2xl font-semibold text-brand">
                {t('filters.title')}
              </h2>
              {anyFilter && (
                <Link to={searchHref(path, cleared(state), extra)} preventScrollReset className="font-semibold">
                  {t('filters.clear')}
                </Link>
              )}
            </div>
            <FoldedFilters id="bdd-filters" checked={checkedFilters}>
              {found.filters.map((g) => (
                <FilterGroupBox
                  key={`${state.category}-${g.type}`}
                  name={g.type}
                  title={t(`groups.${g.type}`)}
                  initiallyOpen={g.type === filterGroupTypes[0] || g.filterItems.some((i) => i.value)}
                  items={g.filterItems.map((i) => ({
                    id: i.id,
                    label: itemLabel(g.type, i.id, i.label),
                    count: i.count,
                    checked: i.value,
                  }))}
                  onChange={(id, checked) => go(withFilter(latest.current, g.type, id, checked))}
                />
              ))}
              <button type="submit" className={buttonClass('outline', 'mt-4 w-full')}>
                {t('filters.apply')}
              </button>
            </FoldedFilters>
          </aside>

          <section aria-labelledby="resultats-titre">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="resultats-titre" className="text-2xl font-semibold text-brand" aria-live="polite">
                {t('count', { count: found.total })}
              </h2>
              <div className="flex items-center gap-2">
                <label htmlFor="taille" className="text-sm font-semibold">
                  {t('articles.sizeLabel')}
                </label>
                {/* A plain submission sends it with the form (the "apply" button); with JavaScript it applies at once. */}
                <select
                  id="taille"
                  name="taille"
                  value={state.pageSize}
                  onChange={(e) => go(withPageSize(latest.current, Number(e.target.value) as SearchState['pageSize']))}
                  className="min-h-11 rounded-md border-2 border-line bg-white px-2"
                >
                  {pageSizes.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <div role="group" aria-label={t('view.label')} className="flex gap-2">
                {(['grille', 'liste'] as const).map((v) => (
                  <Link
                    key={v}
                    to={searchHref(path, state, v === 'liste' ? { vue: v } : {})}
                    preventScrollReset
                    aria-current={v === view ? 'true' : undefined}
                    className={cx(
                      'inline-flex min-h-11 items-center rounded-md border-2 px-3 font-semibold no-underline',
                      v === view ? 'border-brand bg-brand text-white' : 'border-line bg-white text-brand',
                    )}
                  >
                    {t(`view.${v}`)}
                  </Link>
                ))}
              </div>
            </div>
            {feedHref && (
              <p className="mb-4">
                <a href={feedHref} className="inline-flex min-h-11 items-center gap-2 font-semibold">
                  <Icon name="music" className="size-5" />
                  {t('feed')}
                </a>
              </p>
            )}
            {found.results.length === 0 ? (
              <p className="rounded-md bg-sand p-6">{t('empty')}</p>
            ) : (
              <ResultList
                view={view}
                results={found.results.map((r) => ({
                  ...r,
                  date: r.datePublication ? formatDate(r.datePublication, lang) : null,
                  details: r.catalogue && catalogueLine(r.catalogue),
                }))}
              />
            )}
            <Pagination
              current={state.pageNumber}
              last={lastPage}
              label={t('pagination.label')}
              hrefFor={(p) => searchHref(path, withPage(state, p), extra)}
            />
          </section>
        </div>
      </form>
    </div>
  );
}

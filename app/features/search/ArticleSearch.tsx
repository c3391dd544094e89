import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ArticleResults } from '../../../domain/search/index.ts';
import { articleFacetNames, articleSorts } from '../../../domain/search/browser.ts';
import { buttonClass, cx } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { articlesHref, articlesPath, articlesWith, toggledFacet, type ArticleState } from './article-state.ts';
import { FilterGroupBox } from './FilterGroupBox.tsx';
import { FoldedFilters } from './FoldedFilters.tsx';
import { Pagination } from './Pagination.tsx';
import { themeClass } from './themes.ts';

/** Suggestions for the search box, from GET /api/public/search/suggest, into a <datalist>. */
function useSuggestions(text: string): string[] {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    if (text.trim().length < 2) {
      setList([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/public/search/suggest?q=${encodeURIComponent(text.slice(0, 200))}`, { signal: abort.signal })
        .then((r) => (r.ok ? r.json() : { data: [] }))
        .then((r: { data: { titre: string }[] }) => setList([...new Set(r.data.map((s) => s.titre))]))
        .catch(() => undefined);
    }, 120);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text]);
  return list;
}

/**
 * The magazine article search (part 3 §2, §4): the search box with its suggestions, the facets, the results and their
 * pages, drawn from the address (a plain form without JavaScript) and updated in place with it. `formatDay` writes a
 * day of publication (the media area's format).
 */
export function ArticleSearch({
  state,
  found,
  formatDay,
}: {
  state: ArticleState;
  found: ArticleResults;
  formatDay: (iso: string, lang: string) => string;
}) {
  const { t, lang } = useT('search');
  const navigate = useNavigate();
  const go = (next: ArticleState) => navigate(articlesHref(next), { preventScrollReset: true });
  const [typed, setTyped] = useState(state.query);
  useEffect(() => setTyped(state.query), [state.query]);
  const suggestions = useSuggestions(typed === state.query ? '' : typed);
  const form = useRef<HTMLFormElement>(null);
  const from = found.total === 0 ? 0 : (state.page - 1) * state.size + 1;
  const to = Math.min(found.total, state.page * state.size);
  const lastPage = Math.max(1, Math.ceil(found.total / state.size));
  const sizes = state.size === 48 ? [18, 35, 48, 50, 100] : [18, 35, 50, 100];

  return (
    <form
      ref={form}
      method="get"
      action={articlesPath}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go(articlesWith(state, { query: typed.trim().slice(0, 200) }));
      }}
    >
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="query" className="mb-1 block font-semibold">
            {t('articles.searchLabel')}
          </label>
          <input
            id="query"
            name="query"
            type="search"
            maxLength={200}
            list="article-suggestions"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('articles.placeholder')}
            className="min-h-12 w-full rounded-md border-2 border-line bg-white px-4 text-lg focus:border-brand"
          />
          <datalist id="article-suggestions" aria-label={t('articles.suggestions')}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>
        <button type="submit" className={buttonClass('primary', 'min-h-12')}>
          {t('search.button')}
        </button>
      </div>
      {state.query && (
        <p className="mb-4">
          <Link
            to={articlesHref(articlesWith(state, { query: '' }))}
            preventScrollReset
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-soft px-4 font-semibold text-brand no-underline"
            aria-label={t('articles.clearQuery', { query: state.query })}
          >
            {t('articles.currentQuery', { query: state.query })}
            <span aria-hidden="true">✕</span>
          </Link>
        </p>
      )}

      <div className="grid gap-8 md:grid-cols-[17rem_1fr]">
        <div>
          <FoldedFilters id="article-facets">
            {articleFacetNames.map((name) => (
              <FilterGroupBox
                key={name}
                name={name}
                title={t(`articles.facets.${name}`)}
                initiallyOpen
                items={found.facets[name].map((v) => ({
                  id: v.value,
                  label: name === 'date_parution' ? formatDay(v.value, lang) : v.label,
                  count: v.count,
                  checked: (state.facets[name] ?? []).includes(v.value),
                }))}
                onChange={(id, on) => go(toggledFacet(state, name, id, on))}
              />
            ))}
          </FoldedFilters>
        </div>

        <section aria-labelledby="articles-paging">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <h2 id="articles-paging" className="text-xl font-semibold text-brand" aria-live="polite">
              {t('articles.paging', { from, to, total: found.total })}
            </h2>
            <div className="flex flex-wrap gap-3">
              <div>
                <label htmlFor="sort" className="block text-sm font-semibold">
                  {t('articles.sortLabel')}
                </label>
                <select
                  id="sort"
                  name="sort"
                  value={state.sort}
                  onChange={(e) => go(articlesWith(state, { sort: e.target.value as ArticleState['sort'] }))}
                  className="min-h-11 rounded-md border border-line bg-white px-2"
                >
                  {articleSorts.map((s) => (
                    <option key={s} value={s}>
                      {t(`articles.sort.${s}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="size" className="block text-sm font-semibold">
                  {t('articles.sizeLabel')}
                </label>
                <select
                  id="size"
                  name="size"
                  value={state.size}
                  onChange={(e) => go(articlesWith(state, { size: Number(e.target.value) as ArticleState['size'] }))}
                  className="min-h-11 rounded-md border border-line bg-white px-2"
                >
                  {sizes.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
          {found.results.length === 0 ? (
            <p className="rounded-md bg-sand p-6">{t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {found.results.map((r) => (
                <li
                  key={r.id}
                  className="relative rounded-lg bg-white p-4 shadow-card focus-within:ring-2 focus-within:ring-brand"
                >
                  <span
                    className={cx(
                      'inline-block rounded px-2 py-0.5 text-sm font-semibold text-white',
                      themeClass(r.theme),
                    )}
                    data-theme={r.theme ?? ''}
                  >
                    {r.theme ?? t('articles.noTheme')}
                  </span>
                  <h3 className="mt-1 text-xl leading-snug font-semibold">
                    <Link to={r.url} className="text-brand no-underline after:absolute after:inset-0 hover:underline">
                      {r.titre}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted">
                    {[r.auteurs.join(', '), r.date_parution ? formatDay(r.date_parution, lang) : null, r.revue]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            current={state.page}
            last={lastPage}
            label={t('pagination.label')}
            hrefFor={(p) => articlesHref(articlesWith(state, { page: p }))}
          />
        </section>
      </div>
    </form>
  );
}

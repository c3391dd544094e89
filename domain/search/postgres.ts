import { sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type {
  EngineHit,
  EngineQuery,
  EngineResult,
  FacetField,
  FacetValue,
  SearchEngine,
  SortOrder,
  Suggestion,
} from './engine.ts';
import { cutSnippet, searchWords } from './text.ts';

/**
 * The search engine on PostgreSQL itself (PGlite and a server alike): the table search_document, kept in step by
 * triggers (migration 0009), French full-text search with unaccent (configuration search_fr), prefix matching
 * (`word:*`), typo tolerance by trigram word similarity (pg_trgm's `<%`), and disjunctive facet counts. One
 * statement per search: the matching documents once (CTE base), then the total, the page and every facet from it.
 */

interface FacetDef {
  /** The values of a document, as `(v, l)`: one row for a scalar, several for an array. */
  values: string;
  array: boolean;
  /** Its filter on the base row b, given the selected values (compared in the column's own type, not as text). */
  filter: (selected: readonly (string | number)[]) => SQL;
}

const facetDefs: Record<FacetField, FacetDef> = {
  mediaType: {
    values: '(VALUES (b.media_type_id::text, b.media_type_nom)) AS u(v, l)',
    array: false,
    filter: (v) => sql`b.media_type_id = ANY (${intArray(ints(v))})`,
  },
  auteur: {
    values: 'unnest(b.auteur_ids::text[], b.auteurs) AS u(v, l)',
    array: true,
    filter: (v) => sql`b.auteur_ids && ${intArray(ints(v))}`,
  },
  auteurNom: {
    values: 'unnest(b.auteurs, b.auteurs) AS u(v, l)',
    array: true,
    filter: (v) => sql`b.auteurs && ${textArray(v)}`,
  },
  livreBible: {
    values:
      '(SELECT lb.id::text AS v, lb.nom1 AS l FROM unnest(b.livre_ids) AS x(id) JOIN livre_bible lb ON lb.id = x.id) AS u',
    array: true,
    filter: (v) => sql`b.livre_ids && ${intArray(ints(v))}`,
  },
  annee: {
    values: '(VALUES (b.annee::text, b.annee::text)) AS u(v, l)',
    array: false,
    filter: (v) => sql`b.annee = ANY (${intArray(ints(v))})`,
  },
  serie: {
    values: '(VALUES (b.serie, b.serie)) AS u(v, l)',
    array: false,
    filter: (v) => sql`b.serie = ANY (${textArray(v)})`,
  },
  revue: {
    values: '(VALUES (b.revue, b.revue)) AS u(v, l)',
    array: false,
    filter: (v) => sql`b.revue = ANY (${textArray(v)})`,
  },
  theme: {
    values: '(VALUES (b.theme, b.theme)) AS u(v, l)',
    array: false,
    filter: (v) => sql`b.theme = ANY (${textArray(v)})`,
  },
  dateParution: {
    values: "(VALUES (b.date_publication::text, to_char(b.date_publication, 'DD/MM/YYYY'))) AS u(v, l)",
    array: false,
    filter: (v) => sql`b.date_publication = ANY (${dateArray(v)})`,
  },
};

/** A text[] parameter: passed as JSON, which both drivers send the same way. */
function textArray(values: readonly (string | number)[]): SQL {
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb))`;
}

function intArray(values: readonly number[]): SQL {
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int)`;
}

/** The selected values that are whole numbers (an id or a year); any other matches nothing, as before. */
function ints(values: readonly (string | number)[]): number[] {
  return values
    .map(String)
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);
}

/** The selected values that are real dates (YYYY-MM-DD), as a date[]. */
function dateArray(values: readonly (string | number)[]): SQL {
  const valid = values
    .map(String)
    .filter((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(valid)}::jsonb)::date)`;
}

/** A tsquery of every word as a prefix (`mot:*`), or only title words (`mot:*A`). */
function prefixQuery(words: string[], weight = ''): string {
  return words.map((w) => `${w}:*${weight}`).join(' & ');
}

const headlineOptions =
  'StartSel=[[[, StopSel=]]], MaxWords=18, MinWords=8, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "';

interface Row {
  total: number;
  hits: (Omit<EngineHit, 'snippet' | 'couverture'> & {
    headline: string | null;
    coverNom: string | null;
    coverExtension: string | null;
    coverThumbnailKey: string | null;
    rn: number;
  })[];
  facets: { facet: FacetField; value: string; label: string; count: number }[];
  version: string | number | null;
}

async function rows<T>(ctx: Ctx, query: SQL): Promise<T[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Mode = 'words' | 'typos';

/**
 * One search in one statement. `words`: every word as a prefix in the full text; `typos`: the text similar to the
 * title, subtitle and authors (pg_trgm), tried only when the words find nothing. The matching documents are read once
 * (base: only what the facets need); the score is computed for the filtered hits only.
 */
interface Computed {
  result: EngineResult;
  /** The change counter the result was computed at (same statement, same snapshot). */
  version: string;
}

async function run(ctx: Ctx, q: EngineQuery, words: string[], mode: Mode): Promise<Computed> {
  const hasText = words.length > 0;
  const scope: SQL[] = [sql`d.publique`];
  if (q.scope.mediaTypeIds) scope.push(sql`d.media_type_id = ANY (${intArray(q.scope.mediaTypeIds)})`);
  if (q.scope.excludeMediaTypeIds?.length)
    scope.push(sql`NOT (d.media_type_id = ANY (${intArray(q.scope.excludeMediaTypeIds)}))`);
  if (q.scope.audioOnly) scope.push(sql`d.has_audio`);
  if (hasText) scope.push(mode === 'words' ? sql`d.tsv @@ q.tsq` : sql`q.qn <% d.norm`);
  // A title holding the whole text first, then the rank of the title and short fields (tsv_head, in the row: the
  // full tsv is out of line, and reading it for every hit cost more than the rest of the search); typo matches by
  // their similarity.
  const score = !hasText
    ? sql`0`
    : mode === 'words'
      ? sql`(ts_rank(d.tsv_head, q.tsq) + CASE WHEN d.titre_norm LIKE '%' || q.qn || '%' THEN 1 ELSE 0 END
          + 0.2 * word_similarity(q.qn, d.titre_norm))`
      : sql`(word_similarity(q.qn, d.norm) + 0.5 * word_similarity(q.qn, d.titre_norm))`;
  const orderBy: Record<SortOrder, SQL> = {
    relevance: sql`${score} DESC, d.date_publication DESC NULLS LAST, d.media_id DESC`,
    titre_asc: sql`d.titre_norm ASC, d.media_id ASC`,
    titre_desc: sql`d.titre_norm DESC, d.media_id DESC`,
    date_asc: sql`d.date_publication ASC NULLS LAST, d.media_id ASC`,
    date_desc: sql`d.date_publication DESC NULLS LAST, d.media_id DESC`,
  };

  const selected = Object.entries(q.filters).filter(([, v]) => v && v.length > 0) as [
    FacetField,
    readonly (string | number)[],
  ][];
  const filtersExcept = (skip: FacetField | null): SQL => {
    const parts = selected.filter(([f]) => f !== skip).map(([f, v]) => facetDefs[f].filter(v));
    return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
  };

  const facetQueries = q.facets.map((f) => {
    const def = facetDefs[f];
    return sql`(SELECT ${f}::text AS facet, u.v AS value, min(u.l) AS label, count(*)::int AS count
        FROM base b CROSS JOIN LATERAL ${sql.raw(def.values)}
        WHERE u.v IS NOT NULL AND ${filtersExcept(f)}
        GROUP BY u.v ORDER BY count(*) DESC, min(u.l) LIMIT ${q.facetLimit})`;
  });
  const facetsSql = facetQueries.length
    ? sql`(SELECT coalesce(json_agg(f), '[]') FROM (${sql.join(facetQueries, sql` UNION ALL `)}) f)`
    : sql`'[]'::json`;

  const headline =
    hasText && mode === 'words'
      ? sql`ts_headline('search_fr', coalesce(nullif(left(d.texte, 4000), ''), d.sous_titre, ''), q.tsq, ${headlineOptions})`
      : sql`left(coalesce(nullif(d.texte, ''), d.sous_titre, ''), 160)`;

  const query = sql`WITH q AS (
        SELECT ${hasText && mode === 'words' ? sql`to_tsquery('search_fr', ${prefixQuery(words)})` : sql`NULL::tsquery`} AS tsq,
               lower(unaccent(${words.join(' ')})) AS qn),
      base AS MATERIALIZED (
        SELECT d.media_id, d.media_type_id, d.media_type_nom, d.auteur_ids, d.auteurs, d.livre_ids, d.annee, d.serie,
               d.revue, d.theme, d.date_publication
        FROM search_document d, q WHERE ${sql.join(scope, sql` AND `)}),
      hits AS (SELECT b.media_id FROM base b WHERE ${filtersExcept(null)})
      SELECT
        (SELECT count(*) FROM hits)::int AS total,
        (SELECT coalesce(json_agg(p ORDER BY p."rn"), '[]') FROM (
          SELECT d.media_id AS "id", d.titre AS "titre", d.sous_titre AS "sousTitre", d.media_type_id AS "mediaTypeId",
                 d.media_type_nom AS "mediaTypeNom", d.date_publication AS "datePublication", d.auteurs AS "auteurs",
                 d.theme AS "theme", d.revue AS "revue", d.num_revue AS "numRevue", d.couverture_id AS "couvertureId",
                 d.has_audio AS "hasAudio",
                 f.nom AS "coverNom", f.extension AS "coverExtension", f.thumbnail_key AS "coverThumbnailKey",
                 ${headline} AS "headline", page.rn AS "rn"
          FROM (SELECT d.media_id, row_number() OVER (ORDER BY ${orderBy[q.sort]}) AS rn
                FROM hits h JOIN search_document d ON d.media_id = h.media_id, q
                ORDER BY rn LIMIT ${q.limit} OFFSET ${q.offset}) AS page
          JOIN search_document d ON d.media_id = page.media_id
          LEFT JOIN fichier f ON f.id = d.couverture_id, q) p) AS hits,
        ${facetsSql} AS facets,
        (SELECT version FROM search_state WHERE id = 1) AS version`;

  const [row] = await rows<Row>(ctx, query);
  const facets: Partial<Record<FacetField, FacetValue[]>> = {};
  for (const f of q.facets) facets[f] = [];
  for (const { facet, value, label, count } of row.facets) facets[facet]!.push({ value, label, count });
  const result: EngineResult = {
    total: row.total,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    hits: row.hits.map(({ headline, coverNom, coverExtension, coverThumbnailKey, rn, ...hit }) => ({
      ...hit,
      datePublication: hit.datePublication ? String(hit.datePublication).slice(0, 10) : null,
      couverture:
        hit.couvertureId != null && coverNom != null && coverExtension != null
          ? { id: hit.couvertureId, nom: coverNom, extension: coverExtension, thumbnailKey: coverThumbnailKey }
          : null,
      snippet: cutSnippet(headline ?? '', 100),
    })),
    facets,
  };
  return { result, version: String(row.version) };
}

/**
 * Searches without text (every visitor's first page, the magazine grid) count their facets over a whole category:
 * they are kept per database with the change counter they were computed at (search_state, raised by every refresh
 * of a document in the same transaction), and served while the counter has not moved: never a stale answer.
 */
const cacheSize = 200;
const cache = new WeakMap<object, Map<string, { version: string; result: EngineResult }>>();

async function currentVersion(ctx: Ctx): Promise<string> {
  const [row] = await rows<{ version: string | number }>(ctx, sql`SELECT version FROM search_state WHERE id = 1`);
  return String(row?.version);
}

async function cached(ctx: Ctx, q: EngineQuery, compute: () => Promise<Computed>): Promise<EngineResult> {
  let entries = cache.get(ctx.db);
  if (!entries) cache.set(ctx.db, (entries = new Map()));
  const key = JSON.stringify(q);
  const hit = entries.get(key);
  if (hit && hit.version === (await currentVersion(ctx))) {
    entries.delete(key);
    entries.set(key, hit); // most recently used last
    return hit.result;
  }
  const { result, version } = await compute();
  entries.delete(key);
  entries.set(key, { version, result });
  if (entries.size > cacheSize) entries.delete(entries.keys().next().value!);
  return result;
}

/** lower(unaccent(text)) for the French letters, as the documents' titre_norm holds it. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');
}

export const postgresEngine: SearchEngine = {
  async search(ctx: Ctx, q: EngineQuery): Promise<EngineResult> {
    const words = searchWords(q.text);
    if (words.length === 0) return cached(ctx, q, () => run(ctx, q, words, 'words'));
    const found = await run(ctx, q, words, 'words');
    // Typo tolerance when the words find nothing in the whole scope (facet selections aside).
    if (found.result.total === 0 && Object.values(q.filters).every((v) => !v?.length)) {
      return (await run(ctx, q, words, 'typos')).result;
    }
    return found.result;
  },

  async suggest(ctx: Ctx, text: string, limit: number): Promise<Suggestion[]> {
    const words = searchWords(text);
    if (words.length === 0) return [];
    // The range of titles starting with the text, in byte order (the index's): a plan-time constant either way.
    const from = normalise(words.join(' '));
    const to = from.slice(0, -1) + String.fromCodePoint(from.codePointAt(from.length - 1)! + 1);
    // Titles starting with the text (an index on titre_norm, the cheap part); then, when they are too few and the
    // text is long enough for a word prefix to be selective, titles with words starting so, shortest first.
    const starting = await rows<Suggestion>(
      ctx,
      sql`SELECT d.media_id AS "id", d.titre AS "titre" FROM search_document d
        WHERE d.publique AND d.titre_norm COLLATE "C" >= ${from} AND d.titre_norm COLLATE "C" < ${to}
        ORDER BY d.titre_norm COLLATE "C" LIMIT ${limit}`,
    );
    if (starting.length >= limit || words.join(' ').length < 4) return starting;
    const inside = await rows<Suggestion>(
      ctx,
      sql`SELECT "id", "titre" FROM (
          SELECT d.media_id AS "id", d.titre AS "titre" FROM search_document d
          WHERE d.publique AND d.tsv @@ to_tsquery('search_fr', ${prefixQuery(words, 'A')}) LIMIT 50) x
        ORDER BY length("titre"), "id" LIMIT ${limit}`,
    );
    const seen = new Set(starting.map((s) => s.id));
    return [...starting, ...inside.filter((s) => !seen.has(s.id) && seen.add(s.id))].slice(0, limit);
  },

  async reindex(ctx: Ctx, progress?: (done: number, total: number) => void): Promise<number> {
    const [{ total }] = await rows<{ total: number }>(ctx, sql`SELECT count(*)::int AS total FROM media`);
    let done = 0;
    let after = 0;
    for (;;) {
      const batch = await rows<{ id: number }>(
        ctx,
        sql`SELECT id FROM media WHERE id > ${after} ORDER BY id LIMIT 1000`,
      );
      if (batch.length === 0) break;
      await ctx.db.execute(sql`SELECT search_document_refresh(${intArray(batch.map((b) => b.id))})`);
      after = batch[batch.length - 1].id;
      done += batch.length;
      progress?.(done, total);
    }
    // Documents whose media is gone leave with it (foreign key); none can remain.
    return done;
  },
};

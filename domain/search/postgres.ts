import { sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { isCalendarDate, maxDatabaseInteger } from '../fields.ts';
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
import { facetRangeBounds, rangeIds, type RangeFacet } from './schemas.ts';
import { searchWords, snippet } from './text.ts';

/**
 * The search engine on PostgreSQL itself (PGlite and a server alike): the table search_document, kept in step by
 * triggers (migration 0009), French full-text search with unaccent (configuration search_fr), prefix matching
 * (`word:*`), typo tolerance by trigram word similarity (pg_trgm's `<%`), and disjunctive facet counts. One
 * statement per search: the matching documents that can count once (CTE base, decision 0073), then the total, the
 * page and each facet from it (decision 0080).
 */

interface FacetDef {
  /** The columns of search_document it reads. */
  columns: string[];
  /**
   * Its value in a base row b, in the column's own type (grouped so, as text after), or its values when `many` (an
   * array), and their labels (likewise, or null when labelled after counting: the value itself, or `label` below).
   */
  values: string;
  many: boolean;
  labels: string | null;
  /** A label computed from the counted value v, when the row holds none. */
  label?: string;
  /** Its filter on the document d, given the selected values (compared in the column's own type, not as text). */
  filter: (selected: readonly (string | number)[]) => SQL;
}

const facetDefs: Record<FacetField, FacetDef> = {
  mediaType: {
    columns: ['media_type_id', 'media_type_nom'],
    values: 'b.media_type_id',
    many: false,
    labels: 'b.media_type_nom',
    filter: (v) => sql`d.media_type_id = ANY (${intArray(ints(v))})`,
  },
  auteur: {
    columns: ['auteur_ids', 'auteurs'],
    values: 'b.auteur_ids',
    many: true,
    labels: 'b.auteurs',
    filter: (v) => sql`d.auteur_ids && ${intArray(ints(v))}`,
  },
  auteurNom: {
    columns: ['auteurs'],
    values: 'b.auteurs',
    many: true,
    labels: null,
    filter: (v) => sql`d.auteurs && ${textArray(v)}`,
  },
  livreBible: {
    columns: ['livre_ids'],
    values: 'b.livre_ids',
    many: true,
    labels: null,
    label: '(SELECT lb.nom1 FROM livre_bible lb WHERE lb.id = c.v::int)',
    filter: (v) => sql`d.livre_ids && ${intArray(ints(v))}`,
  },
  annee: {
    columns: ['annee'],
    values: 'b.annee',
    many: false,
    labels: null,
    filter: (v) => sql`d.annee = ANY (${intArray(ints(v))})`,
  },
  serie: {
    columns: ['serie'],
    values: 'b.serie',
    many: false,
    labels: null,
    filter: (v) => sql`d.serie = ANY (${textArray(v)})`,
  },
  revue: {
    columns: ['revue'],
    values: 'b.revue',
    many: false,
    labels: null,
    filter: (v) => sql`d.revue = ANY (${textArray(v)})`,
  },
  theme: {
    columns: ['theme'],
    values: 'b.theme',
    many: false,
    labels: null,
    filter: (v) => sql`d.theme = ANY (${textArray(v)})`,
  },
  dateParution: {
    columns: ['date_publication'],
    values: 'b.date_publication',
    many: false,
    labels: null,
    label: "to_char(c.v::date, 'DD/MM/YYYY')",
    filter: (v) => sql`d.date_publication = ANY (${dateArray(v)})`,
  },
  niveau_1: textFacet('niveau_1'),
  niveau_2: textFacet('niveau_2'),
  niveau_3: textFacet('niveau_3'),
  collection: textFacet('collection'),
  disponibilite: textFacet('disponibilite'),
  annee_parution: {
    columns: ['annee_parution'],
    values: 'b.annee_parution',
    many: false,
    labels: null,
    filter: (v) => sql`d.annee_parution = ANY (${intArray(ints(v))})`,
  },
  disponible_en_librairie: {
    columns: ['disponible_en_librairie'],
    values: 'b.disponible_en_librairie',
    many: false,
    labels: null,
    filter: (v) => {
      const valid = v.map(String).filter((b) => b === 'true' || b === 'false');
      return sql.raw(`d.disponible_en_librairie = ANY ('{${valid.join(',')}}'::boolean[])`);
    },
  },
  nombre_de_pages: rangeFacet('nombre_de_pages', 'nombre_de_pages', 1),
  prix_vente: rangeFacet('prix_vente', 'prix_vente_centimes', 100),
};

/** A facet on one text column, its values as they are. */
function textFacet(column: string): FacetDef {
  return {
    columns: [column],
    values: `b.${column}`,
    many: false,
    labels: null,
    filter: (v) => sql`${sql.raw(`d.${column}`)} = ANY (${textArray(v)})`,
  };
}

/**
 * A facet counted in ranges (schemas.ts: facetRangeBounds, rangeIds) of a number column, whose unit is `scale` times
 * the bounds' (cents for euros). A selected id that is no range matches nothing.
 */
function rangeFacet(type: RangeFacet, column: string, scale: number): FacetDef {
  const ids = rangeIds(type);
  const bounds = facetRangeBounds[type].map((b) => b * scale);
  const col = `b.${column}`;
  return {
    columns: [column],
    values: `CASE ${bounds.map((b, i) => `WHEN ${col} < ${b} THEN '${ids[i]}' `).join('')}WHEN ${col} >= ${bounds.at(-1)} THEN '${ids.at(-1)}' END`,
    many: false,
    labels: null,
    filter: (v) => {
      const ranges = ids
        .map((id, i) => ({ id, min: i === 0 ? 0 : bounds[i - 1], max: bounds[i] }))
        .filter((r) => v.map(String).includes(r.id))
        .map((r) => `(d.${column} >= ${r.min}${r.max == null ? '' : ` AND d.${column} < ${r.max}`})`);
      return sql.raw(ranges.length ? `(${ranges.join(' OR ')})` : 'false');
    },
  };
}

/** Each facet's number in a base row's `miss` (0: the row passes every selection). */
const facetCode = Object.fromEntries(Object.keys(facetDefs).map((f, i) => [f, i + 1])) as Record<FacetField, number>;

/**
 * Arrays are written so that the planner sees their values (a literal, or a parameter it folds into a constant):
 * it then estimates each selection and can answer the text and the selections from their indexes together.
 */
function intArray(values: readonly number[]): SQL {
  const inRange = values.filter((v) => Number.isInteger(v) && Math.abs(v) <= maxDatabaseInteger);
  return sql.raw(`'{${inRange.join(',')}}'::int[]`);
}

/** A text[] parameter, as an array literal (each value quoted): both drivers send it as text. */
function textArray(values: readonly (string | number)[]): SQL {
  const literal = `{${values.map((v) => `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
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
  const valid = values.map(String).filter(isCalendarDate);
  return sql.raw(`'{${valid.join(',')}}'::date[]`);
}

/** A tsquery of every word as a prefix (`mot:*`), or only title words (`mot:*A`). */
function prefixQuery(words: string[], weight = ''): string {
  return words.map((w) => `${w}:*${weight}`).join(' & ');
}

interface Row {
  total: number;
  hits: (Omit<EngineHit, 'snippet' | 'couverture'> & {
    text: string | null;
    coverNom: string | null;
    coverExtension: string | null;
    coverThumbnailKey: string | null;
    rn: number;
  })[];
  facets: { facet: FacetField; value: string; label: string; count: number }[];
  version: string | number | null;
  stems: string[] | null;
}

async function rows<T>(ctx: Ctx, query: SQL): Promise<T[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Mode = 'words' | 'typos';

/**
 * One search in one statement. `words`: every word as a prefix in the full text; `typos`: the text similar to the
 * title, subtitle and authors (pg_trgm), tried only when the words find nothing. The matching documents are read once
 * (base: what the facets and the sort need); the score is computed for the hits only.
 */
interface Computed {
  result: EngineResult;
  /** The change counter the result was computed at (same statement, same snapshot). */
  version: string;
}

/**
 * Disjunctive facets from one reading: each matching document gets `miss`, 0 when it passes every selection (a hit,
 * counted in every facet), or the code of the one selection it fails (counted in that facet only). A document failing
 * two counts nowhere and is left out, by a condition (`scope`, when two selections or more) the selections' indexes
 * can answer.
 */
function selections(q: EngineQuery): { passesAll: SQL; miss: SQL; scope: SQL | null } {
  const selected = (Object.entries(q.filters) as [FacetField, readonly (string | number)[] | undefined][]).filter(
    (e): e is [FacetField, readonly (string | number)[]] => Boolean(e[1]?.length),
  );
  const passes = selected.map(([f, v]) => facetDefs[f].filter(v));
  const allBut = (skip: number): SQL => {
    const parts = passes.filter((_, i) => i !== skip);
    return parts.length ? sql`(${sql.join(parts, sql` AND `)})` : sql`true`;
  };
  const passesAll = allBut(-1);
  const miss = passes.length
    ? sql`CASE WHEN ${passesAll} THEN 0 ${sql.join(
        selected.map(([f], i) => sql`WHEN ${allBut(i)} THEN ${sql.raw(String(facetCode[f]))}`),
        sql` `,
      )} END`
    : sql`0`;
  const scope =
    passes.length > 1
      ? sql`(${sql.join(
          selected.map((_, i) => allBut(i)),
          sql` OR `,
        )})`
      : null;
  return { passesAll, miss, scope };
}

/** What a search keeps of the documents before any selection: public, the scope's types, and the words. */
function scopeOf(q: EngineQuery, words: string[], mode: Mode): SQL[] {
  const scope: SQL[] = [sql`d.publique`];
  if (q.scope.mediaTypeIds) scope.push(sql`d.media_type_id = ANY (${intArray(q.scope.mediaTypeIds)})`);
  if (q.scope.excludeMediaTypeIds?.length)
    scope.push(sql`NOT (d.media_type_id = ANY (${intArray(q.scope.excludeMediaTypeIds)}))`);
  if (q.scope.audioOnly) scope.push(sql`d.has_audio`);
  // The tsquery written in the condition itself (not read from q): the planner estimates the words' documents and
  // can intersect them with the scope's and the selections' indexes.
  if (words.length > 0)
    scope.push(mode === 'words' ? sql`d.tsv @@ to_tsquery('search_fr', ${prefixQuery(words)})` : sql`q.qn <% d.norm`);
  return scope;
}

/**
 * The sort's column in `base` and its order. A title holding the whole text first, then the rank of the title and
 * short fields (tsv_head, in the row: the full tsv is out of line); typo matches by their similarity. Computed for
 * the hits only, from the row at hand.
 */
function sortOf(q: EngineQuery, hasText: boolean, mode: Mode, passesAll: SQL): { column: SQL; orderBy: string } {
  const score = !hasText
    ? sql`0`
    : mode === 'words'
      ? sql`(ts_rank(d.tsv_head, q.tsq) + CASE WHEN d.titre_norm LIKE '%' || q.qn || '%' THEN 1 ELSE 0 END)`
      : sql`(word_similarity(q.qn, d.norm) + 0.5 * word_similarity(q.qn, d.titre_norm))`;
  const sortColumn: Record<SortOrder, SQL> = {
    relevance: sql`CASE WHEN ${passesAll} THEN ${score} END AS score`,
    titre_asc: sql`d.titre_norm`,
    titre_desc: sql`d.titre_norm`,
    date_asc: sql`NULL AS unused`,
    date_desc: sql`NULL AS unused`,
  };
  const orderBy: Record<SortOrder, string> = {
    relevance: 'b.score DESC, b.date_publication DESC NULLS LAST, b.media_id DESC',
    titre_asc: 'b.titre_norm ASC, b.media_id ASC',
    titre_desc: 'b.titre_norm DESC, b.media_id DESC',
    date_asc: 'b.date_publication ASC NULLS LAST, b.media_id ASC',
    date_desc: 'b.date_publication DESC NULLS LAST, b.media_id DESC',
  };
  return { column: sortColumn[q.sort], orderBy: orderBy[q.sort] };
}

/**
 * The facets asked for, counted over `base`, and the columns `base` must carry for them. Each facet grouped on its
 * own over the rows that count in it: the hits and the documents failing its selection only. One short scan of the
 * kept matches per facet, grouping its values where they are (no array of every value of every facet built per hit,
 * then hashed together).
 */
function facetCounts(q: EngineQuery): { columns: string[]; facetsSql: SQL } {
  const counted = q.facets.map((f) => ({ f, def: facetDefs[f], code: facetCode[f] }));
  const columns = [...new Set(counted.flatMap(({ def }) => def.columns))].filter((c) => c !== 'date_publication');
  const counting = counted
    .map(({ def, code }) => {
      const rows = def.many
        ? `SELECT unnest(${def.values}) AS v, ${def.labels ? `unnest(${def.labels})` : 'NULL::text'} AS l
             FROM base b WHERE b.miss IN (0, ${code})`
        : `SELECT ${def.values} AS v, ${def.labels ?? 'NULL::text'} AS l FROM base b WHERE b.miss IN (0, ${code})`;
      return `SELECT ${code} AS f, u.v::text AS v, min(u.l) AS l, count(*)::int AS n
              FROM (${rows}) u WHERE u.v IS NOT NULL GROUP BY u.v`;
    })
    .join(' UNION ALL ');
  const labelled = counted.filter(({ def }) => def.label);
  const label = labelled.length
    ? `CASE c.f ${labelled.map(({ def, code }) => `WHEN ${code} THEN ${def.label} `).join('')}ELSE coalesce(c.l, c.v) END`
    : 'coalesce(c.l, c.v)';
  const facetName = `CASE x.f ${counted.map(({ f, code }) => `WHEN ${code} THEN '${f}' `).join('')}END`;
  const facetsSql = counted.length
    ? sql`(SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT ${sql.raw(facetName)} AS facet, x.v AS value, x.label, x.n AS count FROM (
            SELECT c.f, c.v, c.label, c.n, row_number() OVER (PARTITION BY c.f ORDER BY c.n DESC, c.label) AS r
            FROM (SELECT c.f, c.v, c.n, ${sql.raw(label)} AS label FROM (${sql.raw(counting)}) c) c) x
          WHERE x.r <= ${q.facetLimit}) x)`
    : sql`'[]'::json`;
  return { columns, facetsSql };
}

/** The statement's row as the engine answers it: hits with their cover and snippet, facets by field. */
function resultOf(q: EngineQuery, row: Row): EngineResult {
  const facets: Partial<Record<FacetField, FacetValue[]>> = {};
  for (const f of q.facets) facets[f] = [];
  for (const { facet, value, label, count } of row.facets) facets[facet]!.push({ value, label, count });
  return {
    total: row.total,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    hits: row.hits.map(({ text, coverNom, coverExtension, coverThumbnailKey, rn, ...hit }) => ({
      ...hit,
      datePublication: hit.datePublication ? String(hit.datePublication).slice(0, 10) : null,
      dateEdition: hit.dateEdition ? String(hit.dateEdition).slice(0, 10) : null,
      couverture:
        hit.couvertureId != null && coverNom != null && coverExtension != null
          ? { id: hit.couvertureId, nom: coverNom, extension: coverExtension, thumbnailKey: coverThumbnailKey }
          : null,
      snippet: snippet(text ?? '', row.stems ?? [], 100),
    })),
    facets,
  };
}

async function run(ctx: Ctx, q: EngineQuery, words: string[], mode: Mode): Promise<Computed> {
  const hasText = words.length > 0;
  const { passesAll, miss, scope: selectionScope } = selections(q);
  const scope = scopeOf(q, words, mode);
  if (selectionScope) scope.push(selectionScope);
  const sort = sortOf(q, hasText, mode, passesAll);
  const { columns, facetsSql } = facetCounts(q);

  // The text a hit's snippet is cut from (text.ts marks the words beginning with the search's stems: ts_headline
  // over 48 texts was a quarter of an article search); without words, its beginning is enough.
  const snippetText = sql`left(coalesce(nullif(d.texte, ''), d.sous_titre, ''), ${sql.raw(hasText && mode === 'words' ? '4000' : '160')})`;
  const stems =
    hasText && mode === 'words'
      ? sql`array(SELECT lexeme FROM unnest(to_tsvector('search_fr', ${words.join(' ')})))`
      : sql`NULL::text[]`;

  const query = sql`WITH q AS (
        SELECT ${hasText && mode === 'words' ? sql`to_tsquery('search_fr', ${prefixQuery(words)})` : sql`NULL::tsquery`} AS tsq,
               lower(unaccent(${words.join(' ')})) AS qn),
      base AS MATERIALIZED (
        SELECT d.media_id, d.date_publication, ${sql.raw(columns.map((c) => `d.${c}, `).join(''))}${miss} AS miss,
               ${sort.column}
        FROM search_document d, q WHERE ${sql.join(scope, sql` AND `)}),
      page AS (
        SELECT b.media_id, row_number() OVER (ORDER BY ${sql.raw(sort.orderBy)}) AS rn
        FROM (SELECT * FROM base b WHERE b.miss = 0 ORDER BY ${sql.raw(sort.orderBy)}
              LIMIT ${q.limit} OFFSET ${q.offset}) b)
      SELECT
        (SELECT count(*) FROM base b WHERE b.miss = 0)::int AS total,
        (SELECT coalesce(json_agg(p ORDER BY p."rn"), '[]') FROM (
          SELECT d.media_id AS "id", d.titre AS "titre", d.sous_titre AS "sousTitre", d.media_type_id AS "mediaTypeId",
                 d.media_type_nom AS "mediaTypeNom", d.date_publication AS "datePublication", d.auteurs AS "auteurs",
                 d.theme AS "theme", d.revue AS "revue", d.num_revue AS "numRevue", d.couverture_id AS "couvertureId",
                 d.has_audio AS "hasAudio", d.serie AS "serie",
                 f.nom AS "coverNom", f.extension AS "coverExtension", f.thumbnail_key AS "coverThumbnailKey",
                 m.isbn AS "isbn", m.nbr_pages AS "nbrPages", m.prix_centimes AS "prixCentimes",
                 m.date_edition AS "dateEdition", m.lien_ljc IS NOT NULL AS "enLibrairie", rn.nom AS "nomRevue",
                 m.niveau_1 AS "niveau1", m.niveau_2 AS "niveau2", m.niveau_3 AS "niveau3",
                 m.disponibilite AS "disponibilite",
                 ${snippetText} AS "text", page.rn AS "rn"
          FROM page JOIN search_document d ON d.media_id = page.media_id
          JOIN media m ON m.id = d.media_id LEFT JOIN revue_nom rn ON rn.id = m.revue_nom_id
          LEFT JOIN fichier f ON f.id = d.couverture_id, q) p) AS hits,
        ${facetsSql} AS facets,
        (SELECT version FROM search_state WHERE id = 1) AS version,
        ${stems} AS stems`;

  const [row] = await rows<Row>(ctx, query);
  return { result: resultOf(q, row), version: String(row.version) };
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

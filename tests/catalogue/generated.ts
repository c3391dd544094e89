import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { saveChurch } from '../../domain/churches/index.ts';
import type { Ctx } from '../../domain/context.ts';

/**
 * The generated half of the bad-input catalogue: the routes are read from the route table (app/routes.ts) and from
 * the API's own table (Hono's `app.routes`), and every path parameter, known query parameter and body field of each
 * gets the same bad values. A route added to either table is covered without being listed here.
 */

/** Bad values of a path parameter, as they appear in the address (percent-encoded). */
export const badPathValues = [
  '%00',
  '1%00',
  '%01',
  '%7F',
  '%25',
  '%C2%85',
  '%ED%A0%80',
  '2147483648',
  '99999999999',
  '-1',
  '0',
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  'a'.repeat(2000),
];

/** Bad values of a query parameter (raw, encoded by URLSearchParams), and a repeated one. */
export const badQueryValues = [
  '\u0000',
  '%',
  '2147483648',
  '99999999999',
  '-1',
  '2024-02-30',
  '0000-00-00',
  // A month of year 0, which no database date holds (a month's bounds are dates: decision 0160).
  '0000-01',
  'x'.repeat(3000),
];

/** Bad values of a body field, JSON or form: wrong types, impossible dates, integers past PostgreSQL's integer. */
export const badFieldValues: unknown[] = [
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  2147483648,
  '99999999999',
  -1,
  1.5,
  '\u0000',
  'a\u0007b',
  '%25',
  'x'.repeat(20_000),
  true,
  null,
  [],
  { a: 1 },
];

/** Whole bodies that are not what a JSON endpoint reads. */
export const badBodies: { name: string; body?: string; type?: string }[] = [
  { name: 'corps vide' },
  { name: 'JSON cassé', body: '{"a":', type: 'application/json' },
  { name: 'JSON null', body: 'null', type: 'application/json' },
  { name: 'JSON tableau', body: '[1,2]', type: 'application/json' },
  { name: 'JSON nombre', body: '2147483648', type: 'application/json' },
  { name: 'objet vide', body: '{}', type: 'application/json' },
  { name: 'formulaire au lieu de JSON', body: 'a=1&b=%00', type: 'application/x-www-form-urlencoded' },
  { name: 'octets NUL', body: '\u0000\u0000', type: 'application/json' },
];

/**
 * The query parameters the site reads (lists, searches, facets, ballots, readings), tried on every route that reads
 * its query (a name a route does not read is left aside by its schema, which costs one request).
 */
const knownQueryNames = [
  'q',
  'query',
  'size',
  'du',
  'au',
  'from',
  'to',
  'ordre',
  'etat',
  'mois',
  'mode',
  'livraison',
  'credit',
  'subjectId',
  'type',
  'page',
  'tri',
  'sort',
  'statut',
  'role',
  'visibilite',
  'handled',
  'annee',
  'date',
  'date_parution',
  'revue',
  'auteurs',
  'theme',
  'scrutin',
  'fichiers',
  'action',
  'reunion',
  'vue',
  'redirectTo',
  'corrige',
];

export interface ApiRoute {
  method: string;
  path: string;
  params: string[];
  /** The handler reads its query (whole, or these names). */
  query: string[];
}

/** The API's routes as Hono lists them, middleware left out (`ALL`), one per method and path. */
export function apiRoutesOf(app: { routes: { method: string; path: string; handler: unknown }[] }): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const r of app.routes) {
    if (r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const route = byKey.get(key) ?? {
      method: r.method,
      path: r.path,
      params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
      query: [],
    };
    const source = String(r.handler);
    for (const m of source.matchAll(/query\(\s*["'](\w+)["']\s*\)/g)) route.query.push(m[1]);
    if (/query\(\s*\)/.test(source) || /scrutinOf|queries\(/.test(source)) route.query.push(...knownQueryNames);
    byKey.set(key, route);
  }
  for (const route of byKey.values()) route.query = [...new Set(route.query)];
  return [...byKey.values()];
}

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  id?: string;
  children?: RouteEntry[];
}

export interface PageRoute {
  /** The route's id (its `id`, else its file). */
  id: string;
  /** The full pattern, `/`-joined. */
  pattern: string;
  /** Files from the root down to the page: each one's loader runs for a GET. */
  chain: string[];
  params: { name: string; optional: boolean }[];
  /** Query parameters the page reads. */
  query: string[];
}

const appDir = path.resolve(import.meta.dirname, '../../app');

/** The route table flattened: every page (index and leaf) with its full pattern and its chain of layouts. */
export function pageRoutesOf(table: RouteEntry[]): PageRoute[] {
  const out: PageRoute[] = [];
  const walk = (entries: RouteEntry[], prefix: string, chain: string[]) => {
    for (const e of entries) {
      const pattern = [prefix, e.path ?? ''].filter(Boolean).join('/');
      const files = [...chain, e.file];
      if (e.children?.length) walk(e.children, pattern, files);
      if (e.index || e.path !== undefined) {
        const source = readFileSync(path.join(appDir, e.file), 'utf8');
        const query = [...source.matchAll(/searchParams\.(?:get|has|getAll)\(\s*'(\w+)'\s*\)/g)].map((m) => m[1]);
        // The whole query read, by the page or by the back office's list loader (features/admin/page.server.ts).
        if (
          /Object\.fromEntries\([^)]*searchParams\)|\(url\.searchParams\)|\.searchParams\)|staffListLoader\(/.test(
            source,
          )
        )
          query.push(...knownQueryNames);
        out.push({
          id: e.id ?? e.file,
          pattern: `/${pattern}`,
          chain: ['root.tsx', ...files],
          // Named parameters, and the splat (`*`: the rest of the address) React Router gives as params['*'].
          params: [...pattern.matchAll(/:(\w+)(\?)?|(\*)$/g)].map((m) => ({
            name: m[3] ?? m[1],
            optional: m[2] === '?',
          })),
          query: [...new Set(query)],
        });
      }
    }
  };
  walk(table, '', []);
  return out;
}

/** Fields a page's form posts, read from its source (`name: 'x'`, `form.get('x')`, `name="x"`, intents). */
export function formFieldsOf(file: string): { fields: string[]; intents: string[] } {
  const own = readFileSync(path.join(appDir, file), 'utf8');
  // A route may hand some intents to a feature's server module (the account's giving tab): its fields count too.
  const handedTo = [...own.matchAll(/from '(\.\.\/features\/[\w/.-]+\.server\.ts)'/g)].map((m) =>
    readFileSync(path.resolve(appDir, path.dirname(file), m[1]), 'utf8'),
  );
  const source = [own, ...handedTo].join('\n');
  const fields = new Set<string>();
  for (const m of source.matchAll(/(?:\.get|\.getAll)\(\s*'(\w+)'\s*\)|name="(\w+)"|name=\{?'(\w+)'|fields\.(\w+)\b/g))
    fields.add(m[1] ?? m[2] ?? m[3] ?? m[4]);
  const intents = new Set<string>();
  for (const m of source.matchAll(/intent\s*===\s*'([\w-]+)'|intent="([\w-]+)"|name="intent" value="([\w-]+)"/g))
    intents.add(m[1] ?? m[2] ?? m[3]);
  // A list of intents a route dispatches on (`givingIntents = ['giving-amount', …]`).
  for (const [, list] of source.matchAll(/Intents\s*=\s*\[([^\]]*)\]/g))
    for (const [, intent] of list.matchAll(/'([\w-]+)'/g)) intents.add(intent);
  fields.delete('intent');
  return { fields: [...fields], intents: [...intents] };
}

/**
 * The value of a parameter the case does not spoil: a well-formed id that names nothing, so that a request accepted
 * by mistake (a delete, a resend) finds no record to change.
 */
export const plainValue = '999999';

/** A pattern's address with each parameter replaced: `values` by name, plainValue for the others, optional ones left out. */
export function addressOf(pattern: string, values: Record<string, string>): string {
  return (
    pattern
      .replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) =>
        name in values ? `/${values[name]}` : optional ? '' : `/${plainValue}`,
      )
      .replace(/\/\*$/, `/${values['*'] ?? 'x'}`) || '/'
  );
}

/**
 * Tables whose rows legitimately move while the catalogue runs: sessions (signing in, the logout page), the
 * rate-limit counters (counting refused tries is their job) and the staff journal (a refused staff request is
 * recorded). Every other table is watched, the job queue's included.
 */
const movingTables = ['public.session', 'public.rate_limit', 'public.staff_audit'];

/** The tables a refused request may write: the rate-limit counters (counting a refused try is their job). */
export const writtenByRefusals = ['public.rate_limit'];

/** Every table of every schema but the write log and those of `moving`. */
async function watchedTables(database: Database, moving = movingTables): Promise<{ name: string; quoted: string }[]> {
  const tables = (await database.db.execute(
    // Ordinary tables, partitions included (a partitioned table's rows are in its partitions).
    sql.raw(`select n.nspname || '.' || c.relname as name, format('%I.%I', n.nspname, c.relname) as quoted
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_%'
     order by 1`),
  )) as unknown as { rows: { name: string; quoted: string }[] };
  return tables.rows.filter(({ name }) => name !== writeLog && !moving.includes(name));
}

/** A checksum of every row of every table but the moving ones, by table: the row count and a sum of the rows' hashes. */
export async function tableChecksums(database: Database): Promise<Record<string, string>> {
  const query = (await watchedTables(database)).map(
    ({ name, quoted }) =>
      `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as sum from ${quoted} t`,
  );
  const sums = (await database.db.execute(sql.raw(query.join(' union all ')))) as unknown as {
    rows: { name: string; sum: string }[];
  };
  return Object.fromEntries(sums.rows.map((r) => [r.name, r.sum]));
}

/** Where the row triggers of `watchWrites` note the tables written. */
const writeLog = 'public.catalogue_write';

/**
 * A row trigger on every table but the moving ones (`moving`, by default those above), noting the table of each row
 * inserted, updated or deleted (in the writing transaction: a write rolled back leaves no note). Cheaper than a
 * checksum or a count of every table after each case: the notes of a case that wrote nothing are one empty delete.
 */
export async function watchWrites(database: Database, moving = movingTables): Promise<void> {
  await database.db.execute(sql.raw(`create table ${writeLog} (name text not null)`));
  await database.db.execute(
    sql.raw(`create function public.catalogue_wrote() returns trigger language plpgsql as $$
     begin insert into ${writeLog} values (tg_table_schema || '.' || tg_table_name); return null; end $$`),
  );
  for (const { quoted } of await watchedTables(database, moving))
    await database.db.execute(
      sql.raw(`create trigger catalogue_write after insert or update or delete on ${quoted}
       for each row execute function public.catalogue_wrote()`),
    );
}

/** The tables written since the last call (their notes are cleared). */
export async function tablesWritten(database: Database): Promise<string[]> {
  const notes = (await database.db.execute(sql.raw(`delete from ${writeLog} returning name`))) as unknown as {
    rows: { name: string }[];
  };
  return [...new Set(notes.rows.map((r) => r.name))].sort();
}

/** The tables whose checksum changed. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
}

/** Records the examples name (a church to deliver the magazine to), so that a valid example reaches the database. */
export async function seedExamples(ctx: Ctx): Promise<{ churchId: number }> {
  const church = { slug: 'nimes', nom: 'Église de Nîmes', codePostal: '30000', ville: 'Nîmes', pays: 'FR' as const };
  return { churchId: (await saveChurch(ctx, { ...church, latitude: 43.8, longitude: 4.36 })).id };
}

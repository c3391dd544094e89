import { Placeholder, sql, type Query } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** A plan's node and every node under it. */
const below = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(below)];

/** The plan of a statement with the sequential scans turned off, as `tablesReadWhole` explains it. */
async function planOf(db: Db, query: Query): Promise<PlanNode> {
  const prepared = query.params.some((param) => param instanceof Placeholder);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql.raw(`set local plan_cache_mode = ${prepared ? 'force_generic_plan' : 'force_custom_plan'}`));
    await tx.execute(sql.raw(`prepare plan_probe as ${query.sql}`));
    // A prepared statement outlives the transaction on its connection: it is let go after an error too, from the
    // savepoint (an aborted transaction would refuse the `deallocate` and hide the error).
    await tx.execute(sql`savepoint plan_probe`);
    try {
      const values = query.params.map((param) => (param instanceof Placeholder ? 'null' : literal(param))).join(', ');
      const explained = (await tx.execute(
        sql.raw(`explain (format json) execute plan_probe${values ? `(${values})` : ''}`),
      )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] };
      return explained.rows[0]!['QUERY PLAN'][0].Plan;
    } catch (err) {
      await tx.execute(sql`rollback to savepoint plan_probe`);
      throw err;
    } finally {
      await tx.execute(sql`deallocate plan_probe`);
    }
  });
}

/**
 * The tables a statement reads whole when the planner is told to avoid it: those it could read through no index (a
 * `Seq Scan`, or an index walked end to end: without a condition, as for an ORDER BY, or with one that leaves the
 * index's first column free, as `user_id = …` on an index of `(ballot_slug, user_id)`; alone or under a bitmap scan;
 * not an index walked in order for a page, right under its `Limit`, with neither condition nor filter).
 * With a handful of rows a planner reads the whole table anyway; with the sequential scans turned off it reads one only
 * where no index serves the condition. A prepared statement's (its values placeholders) generic plan is explained, the
 * one it keeps once prepared whatever its values; another statement's plan for its values, as PostgreSQL plans it
 * (pg sends it unnamed; PGlite's engine names it, and may keep a generic plan after five runs if it costs no more).
 */
export async function tablesReadWhole(db: Db, query: Query): Promise<string[]> {
  const plan = await planOf(db, query);
  const indexScans = below(plan).filter((node) => /Index (Only )?Scan$/.test(node['Node Type']));
  // Each index's first column (or expression) as the plan writes it (not pretty-printed), e.g. `user_id`, `lower(email)`.
  const firstColumns = new Map<string, string>();
  for (const name of new Set(indexScans.map((node) => node['Index Name']!))) {
    const found = (await db.execute(sql`select pg_get_indexdef(${name}::regclass, 1, false) as first`)) as unknown as {
      rows: { first: string }[];
    };
    firstColumns.set(name, found.rows[0]!.first.replace(/^\((.*)\)$/, '$1'));
  }
  // The column as a whole word of the condition, unqualified as the plan writes the scanned index's own: `id` is not
  // bound by `user_id = …`, nor `a` by `b = m.a`.
  const bounds = (condition: string | undefined, column: string) =>
    !!condition && new RegExp(`(^|[^\\w.])${column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w(])`).test(condition);
  const unconditioned = (node: PlanNode) =>
    /Index (Only )?Scan$/.test(node['Node Type']) &&
    !bounds(node['Index Cond'], firstColumns.get(node['Index Name']!)!);
  const whole = new Set<string>();
  // An index walked from one end right under a `Limit`, every entry it meets kept (no condition, no filter), gives
  // its rows in order and stops with the page: read to the page's end (the offset's rows included), not whole.
  const paged = (node: PlanNode, parent?: PlanNode) =>
    parent?.['Node Type'] === 'Limit' && !node['Index Cond'] && !node.Filter;
  const visit = (node: PlanNode, parent?: PlanNode) => {
    const table = node['Relation Name'];
    const readWhole =
      node['Node Type'] === 'Seq Scan' ||
      (unconditioned(node) && !paged(node, parent)) ||
      (node['Node Type'] === 'Bitmap Heap Scan' && below(node).some(unconditioned));
    if (readWhole && table) whole.add(table);
    node.Plans?.forEach((child) => visit(child, node));
  };
  visit(plan);
  return [...whole].sort();
}

/** The indexes a statement's plan reads, by name (explained as for `tablesReadWhole`). */
export async function indexesRead(db: Db, query: Query): Promise<string[]> {
  const names = below(await planOf(db, query)).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
  return [...new Set(names)].sort();
}

/** A statement's value written as SQL (the types the statements give: numbers, text, booleans, dates, arrays). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return quote(String(value));
}

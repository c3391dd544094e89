import { Placeholder, sql, type Query } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The tables a prepared statement reads whole when the planner is told to avoid it: those it could read through no
 * index (a `Seq Scan`, or an index walked end to end without a condition, as for an ORDER BY). With a handful of rows
 * a planner reads the whole table anyway; with the seq scans turned off it reads one only where no index serves the
 * condition. The placeholders are given as literal values.
 */
export async function tablesReadWhole(db: Db, query: Query, values: Record<string, number | string>) {
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const param = query.params[Number(n) - 1];
    const value = param instanceof Placeholder ? values[param.name] : param;
    if (value === undefined) throw new Error(`no value for $${n}`);
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = (await tx.execute(sql.raw(`explain (format json) ${text}`))) as unknown as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    };
    return explained.rows[0]!['QUERY PLAN'][0].Plan;
  });
  const whole = new Set<string>();
  const visit = (node: PlanNode) => {
    const scan = node['Node Type'];
    const unconditioned = scan === 'Seq Scan' || (/^Index (Only )?Scan$/.test(scan) && !node['Index Cond']);
    if (unconditioned && node['Relation Name']) whole.add(node['Relation Name']);
    node.Plans?.forEach(visit);
  };
  visit(plan);
  return [...whole].sort();
}

/** The database's own executor (platform/jobs.ts' SqlExecutor: a script without values). */
interface SqlExecutor {
  executeSql(text: string): Promise<unknown>;
}

/**
 * The job queue's move from pg-boss 10 to 12 (decision 0094). pg-boss 11 rewrote its tables and migrates nothing
 * older than its own first schema (version 25; pg-boss 10 left version 24): its advice is a fresh schema and the
 * jobs copied over. So, at start, a schema left by pg-boss 10 is renamed aside, pg-boss 12 creates its own under the
 * same name, and the jobs still to run or worth seeing (waiting, retrying, running, failed, sent) are copied into it,
 * then the old schema is dropped. Every process of the site must have stopped first (docs/deploy.md).
 */
const oldVersion = 24;
const lock = "perform pg_advisory_xact_lock(hashtext('pg-boss 10 to 12'));";

/**
 * Renames pg-boss 10's schema aside. Each step is one statement, so one transaction, under a lock: processes started
 * together do it once. (An inner `if` is planned only when reached, so it may name a table that does not exist.)
 */
export async function setAsideVersion10(sql: SqlExecutor, schema: string): Promise<void> {
  await sql.executeSql(`
    do $$ begin
      ${lock}
      if to_regclass('${schema}.version') is not null then
        if (select max(version) from ${schema}.version) = ${oldVersion} then
          alter schema ${schema} rename to ${aside(schema)};
        end if;
      end if;
    end $$`);
}

/** Copies the set-aside jobs of the queues pg-boss 12 now knows into its table, then drops the old schema. */
export async function moveJobsFromVersion10(sql: SqlExecutor, schema: string): Promise<void> {
  const old = aside(schema);
  // A job that was running when its process stopped runs again, as pg-boss does once its time is up.
  await sql.executeSql(`
    do $$ begin
      ${lock}
      if to_regnamespace('${old}') is not null then
        insert into ${schema}.job (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
          retry_backoff, expire_seconds, singleton_key, singleton_on, start_after, created_on, started_on,
          completed_on, keep_until, output, policy)
        select j.id, j.name, j.priority, j.data,
          (case when j.state::text = 'active' then 'retry' else j.state::text end)::${schema}.job_state,
          j.retry_limit, j.retry_count, j.retry_delay, j.retry_backoff, extract(epoch from j.expire_in)::int,
          j.singleton_key, j.singleton_on, j.start_after, j.created_on, j.started_on, j.completed_on,
          greatest(j.keep_until, now() + interval '14 days'), j.output, q.policy
        from ${old}.job j join ${schema}.queue q on q.name = j.name
        where j.state::text <> 'cancelled'
        on conflict do nothing;
        drop schema ${old} cascade;
      end if;
    end $$`);
}

const aside = (schema: string) => `${schema}_v10`;

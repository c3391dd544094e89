import { PgBoss, type Db, type JobWithMetadata } from 'pg-boss';
import { moveJobsFromVersion10, setAsideVersion10 } from './jobs-v10.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { messageWithoutValues, type Logger } from './logger.ts';

/** Plain SQL for a library that brings its own statements: `$1`… placeholders, or a script without values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Durable background work kept in the database (pg-boss, decision 0024): a job is a row written in the same
 * transaction as the state change it follows, so it exists exactly when that change committed. Workers in any
 * process take jobs with `FOR UPDATE SKIP LOCKED`; a job that throws is retried with backoff, then kept as failed.
 * A job taken by a process that died is retried once its process stops beating for `heartbeatSeconds` (a living
 * process beats for every job of the batch it holds, however long the batch), or at the latest once its time runs
 * out (`expireInSeconds`).
 */
export interface QueueSpec {
  name: string;
  /** Retries after the first attempt; 0 for none. */
  retryLimit: number;
  /** Seconds before the first retry, doubled at each later one. */
  retryDelaySeconds: number;
  /** How long an attempt may run before the job is taken again (longer than any attempt that can succeed). */
  expireInSeconds: number;
  /**
   * A job whose process has not beaten for this long (at least 10 s) is taken again: the jobs of a process that died
   * run again within this time, not after `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** One job waiting and one running at most (a periodic sweep asked for by several processes). */
  single?: boolean;
  /**
   * A job sent at these times (pg-boss's schedule, a cron expression in a time zone), once for the whole site however
   * many processes run: the server that maintains the queue keeps the schedule.
   */
  cron?: { expression: string; tz: string };
}

export interface SendOptions {
  /**
   * One job of this queue per slot of that many seconds of the database's clock, whichever process sends it: a
   * site-wide periodic task asked for by every process's timer runs once per slot, not once per process.
   */
  oncePerSeconds?: number;
}

/**
 * A slot is remembered by the job sent in it, which pg-boss keeps 7 days after it completes (`deleteAfterSeconds`):
 * a longer slot could be taken twice.
 */
const longestSlotSeconds = 7 * 24 * 60 * 60;

export type JobHandler = (data: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** A job as the back office's outbox lists it. */
export interface JobRecord {
  id: string;
  queue: string;
  /** created, retry, active, completed, cancelled, failed. */
  state: string;
  data: unknown;
  createdOn: Date;
  completedOn: Date | null;
  retryCount: number;
  /** The last failure's message (kept while the job waits for its retry, and once it failed for good). */
  error: string | null;
}

export interface JobQueue {
  /** Adds a job through `via`: a transaction's executor makes it part of that transaction. */
  send(via: SqlExecutor, queue: string, data: object, options?: SendOptions): Promise<void>;
  /** Polls every queue and runs its jobs until stop() (the server). */
  work(handlers: JobHandlers): Promise<void>;
  /** Runs the jobs that are due, until none is left: for tests and commands. Answers how many ran. */
  drain(handlers: JobHandlers): Promise<number>;
  /** Jobs per queue and state (created, retry, active, completed, failed…). */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
  /** Jobs of some queues, newest first, optionally of some states. */
  list(options: {
    queues: readonly string[];
    states?: readonly string[];
    /** By creation, newest first unless 'asc'. */
    order?: 'asc' | 'desc';
    limit: number;
    offset: number;
  }): Promise<{ jobs: JobRecord[]; total: number }>;
  /** One job by id, if kept. */
  find(id: string): Promise<JobRecord | null>;
  /**
   * A failed job tried once more, through `via` (a transaction's executor makes it part of that transaction);
   * false when it was not failed.
   */
  retry(via: SqlExecutor, queue: string, id: string): Promise<boolean>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  /** The database schema of the queue's tables (`pgboss`; another only for tests). */
  schema?: string;
  log: Logger;
  queues: QueueSpec[];
  /** Expire stuck jobs and delete old ones (the server); tests and commands leave it to the server. */
  maintain?: boolean;
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const jobColumns = 'id::text as id, name, state::text as state, data, created_on, completed_on, retry_count, output';

function toRecord(row: unknown): JobRecord {
  const r = row as {
    id: string;
    name: string;
    state: string;
    data: unknown;
    created_on: Date | string;
    completed_on: Date | string | null;
    retry_count: number;
    output: unknown;
  };
  const output = (typeof r.output === 'string' ? JSON.parse(r.output) : r.output) as { message?: unknown } | null;
  return {
    id: r.id,
    queue: r.name,
    state: r.state,
    data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
    createdOn: new Date(r.created_on),
    completedOn: r.completed_on ? new Date(r.completed_on) : null,
    retryCount: r.retry_count,
    error: r.state === 'completed' ? null : typeof output?.message === 'string' ? output.message : null,
  };
}

/** Opens the queue: creates pg-boss's schema (its own migrations) and the queues when missing. */
export async function openJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const schema = options.schema ?? 'pgboss';
  await setAsideVersion10(options.sql, schema);
  const maintenanceSeconds = options.maintenanceIntervalSeconds ?? 30;
  const boss = new PgBoss({
    db: options.sql as Db,
    schema,
    supervise: options.maintain ?? false,
    // pg-boss fails the jobs whose time ran out or whose process went silent on its supervision pass (every 60 s
    // unless told), which also waits for the queues' monitoring time: all three follow the one interval.
    superviseIntervalSeconds: maintenanceSeconds,
    monitorIntervalSeconds: maintenanceSeconds,
    maintenanceIntervalSeconds: maintenanceSeconds,
    schedule: Boolean(options.maintain) && options.queues.some((q) => q.cron),
    migrate: true,
    // Neither the instance registry nor tracing is read by the site: no rows of instances, no spans (the jobs' own
    // heartbeat is a queue setting, below).
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  // While the database is away every queue's poll fails each second: said once in a while, not each time. The
  // workers poll on by themselves and take the waiting jobs once it answers again.
  let awaySaid = 0;
  boss.on('error', (err) => {
    if (!isDatabaseUnavailable(err)) return log.error({ err }, 'file des tâches : erreur');
    if (Date.now() - awaySaid < 30_000) return;
    awaySaid = Date.now();
    log.warn({ err }, 'file des tâches : base de données injoignable, les tâches attendent');
  });
  await boss.start();
  for (const q of options.queues) {
    const settings = {
      retryLimit: q.retryLimit,
      retryDelay: q.retryDelaySeconds,
      retryBackoff: q.retryDelaySeconds > 0,
      expireInSeconds: q.expireInSeconds,
      ...(q.heartbeatSeconds && { heartbeatSeconds: q.heartbeatSeconds }),
    };
    // A queue keeps the settings it was created with: the current ones are written again at every start.
    await boss.createQueue(q.name, { ...settings, policy: q.single ? 'stately' : 'standard' });
    await boss.updateQueue(q.name, settings);
    if (q.cron && options.maintain) await boss.schedule(q.name, q.cron.expression, {}, { tz: q.cron.tz });
  }
  await moveJobsFromVersion10(options.sql, schema);
  const specs = new Map(options.queues.map((q) => [q.name, q]));
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;

  /** Runs one job, logging a failure with what comes next (a retry, or the job kept as failed). */
  async function attempt(handler: JobHandler, job: JobWithMetadata<unknown>) {
    try {
      await handler(job.data);
    } catch (err) {
      const final = job.retryCount >= job.retryLimit;
      log.error(
        { err, queue: job.name, job: job.id, attempt: job.retryCount + 1 },
        final ? 'tâche en échec' : 'tâche à réessayer',
      );
      throw err;
    }
  }

  const failure = (err: unknown) => ({ message: messageWithoutValues(err) });

  /** Runs `run` while telling the queue, every half heartbeat, that this process still holds the job. */
  async function beatingFor(queue: string, id: string, run: () => Promise<void>) {
    const seconds = specs.get(queue)?.heartbeatSeconds;
    if (!seconds) return run();
    const beat = setInterval(() => void boss.touch(queue, id).catch(() => undefined), (seconds * 1000) / 2);
    try {
      await run();
    } finally {
      clearInterval(beat);
    }
  }

  function handlerFor(handlers: JobHandlers, queue: string): JobHandler {
    const handler = handlers[queue];
    if (!handler) throw new Error(`no handler for the job queue ${queue}`);
    return handler;
  }

  return {
    async send(via, queue, data, sendOptions) {
      if (!specs.has(queue)) throw new Error(`unknown job queue ${queue}`);
      const slot = sendOptions?.oncePerSeconds;
      await boss.send(queue, data, {
        db: via as Db,
        singletonKey: specs.get(queue)!.single ? queue : undefined,
        singletonSeconds: slot && Math.min(slot, longestSlotSeconds),
      });
    },

    async work(handlers) {
      for (const queue of specs.keys()) {
        const handler = handlerFor(handlers, queue);
        // Up to ten jobs per poll (pg-boss waits for the next poll after each batch). A job that fails is marked
        // failed on its own; the others of its batch are completed when the batch ends.
        await boss.work(queue, { pollingIntervalSeconds, batchSize: 10, includeMetadata: true }, async (jobs) => {
          for (const job of jobs) {
            await attempt(handler, job).catch((err: unknown) => boss.fail(queue, job.id, failure(err)));
          }
        });
      }
    },

    async drain(handlers) {
      let ran = 0;
      for (let found = true; found;) {
        found = false;
        for (const queue of specs.keys()) {
          const handler = handlerFor(handlers, queue);
          // One job per fetch, beaten for while it runs (as a worker beats for its batch): the server's supervision
          // does not take a long job from a command that runs it.
          for (const job of await boss.fetch(queue, { batchSize: 1, includeMetadata: true })) {
            found = true;
            ran++;
            try {
              await beatingFor(queue, job.id, () => attempt(handler, job));
              await boss.complete(queue, job.id);
            } catch (err) {
              await boss.fail(queue, job.id, failure(err));
            }
          }
        }
      }
      return ran;
    },

    async counts() {
      const { rows } = await options.sql.executeSql(
        `select name as queue, state::text as state, count(*)::int as count from ${schema}.job group by 1, 2 order by 1, 2`,
        [],
      );
      return rows as { queue: string; state: string; count: number }[];
    },

    async list({ queues, states, order = 'desc', limit, offset }) {
      const where = `name = any($1::text[])${states?.length ? ' and state::text = any($2::text[])' : ''}`;
      const values = states?.length ? [queues, states] : [queues];
      const [{ rows }, { rows: total }] = await Promise.all([
        options.sql.executeSql(
          `select ${jobColumns} from ${schema}.job where ${where} order by created_on ${order === 'asc' ? 'asc' : 'desc'}, id limit ${Number(limit)} offset ${Number(offset)}`,
          values,
        ),
        options.sql.executeSql(`select count(*)::int as count from ${schema}.job where ${where}`, values),
      ]);
      return { jobs: rows.map(toRecord), total: (total[0] as { count: number }).count };
    },

    async find(id) {
      if (!uuid.test(id)) return null;
      const { rows } = await options.sql.executeSql(`select ${jobColumns} from ${schema}.job where id = $1::uuid`, [
        id,
      ]);
      return rows.length ? toRecord(rows[0]) : null;
    },

    async retry(via, queue, id) {
      if (!uuid.test(id)) return false;
      // One more attempt allowed, taken by the next poll: now, not at the time a backoff set before the job failed
      // (pg-boss keeps the later of the two).
      const { affected } = (await boss.retry(queue, id, { db: via as Db })) as { affected: number };
      if (affected === 0) return false;
      await via.executeSql(
        `update ${schema}.job set start_after = now() where name = $1 and id = $2::uuid and state = 'retry'`,
        [queue, id],
      );
      return true;
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

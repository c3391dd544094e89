import PgBoss from 'pg-boss';
import { messageWithoutValues, type Logger } from './logger.ts';

/** Plain SQL for a library that brings its own statements: `$1`… placeholders, or a script without values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Durable background work kept in the database (pg-boss, decision 0024): a job is a row written in the same
 * transaction as the state change it follows, so it exists exactly when that change committed. Workers in any
 * process take jobs with `FOR UPDATE SKIP LOCKED`; a job that throws is retried with backoff, then kept as failed.
 * A job taken by a process that died is retried once its time runs out (`expireInSeconds`).
 */
export interface QueueSpec {
  name: string;
  /** Retries after the first attempt; 0 for none. */
  retryLimit: number;
  /** Seconds before the first retry, doubled at each later one. */
  retryDelaySeconds: number;
  /** How long an attempt may run before the job is taken again (longer than any attempt that can succeed). */
  expireInSeconds: number;
  /** One job waiting and one running at most (a periodic sweep asked for by several processes). */
  single?: boolean;
}

export type JobHandler = (data: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobQueue {
  /** Adds a job through `via`: a transaction's executor makes it part of that transaction. */
  send(via: SqlExecutor, queue: string, data: object): Promise<void>;
  /** Polls every queue and runs its jobs until stop() (the server). */
  work(handlers: JobHandlers): Promise<void>;
  /** Runs the jobs that are due, until none is left: for tests and commands. Answers how many ran. */
  drain(handlers: JobHandlers): Promise<number>;
  /** Jobs per queue and state (created, retry, active, completed, failed…), archived ones left out. */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  log: Logger;
  queues: QueueSpec[];
  /** Expire stuck jobs and archive old ones (the server); tests and commands leave it to the server. */
  maintain?: boolean;
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
}

const schema = 'pgboss';

/** Opens the queue: creates pg-boss's schema (its own migrations) and the queues when missing. */
export async function openJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const boss = new PgBoss({
    db: options.sql as PgBoss.Db,
    schema,
    supervise: options.maintain ?? false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (err) => log.error({ err }, 'file des tâches : erreur'));
  await boss.start();
  for (const q of options.queues) {
    const settings = {
      name: q.name,
      policy: q.single ? ('stately' as const) : ('standard' as const),
      retryLimit: q.retryLimit,
      retryDelay: q.retryDelaySeconds,
      retryBackoff: q.retryDelaySeconds > 0,
      expireInSeconds: q.expireInSeconds,
    };
    // A queue keeps the settings it was created with: the current ones are written again at every start.
    await boss.createQueue(q.name, settings);
    await boss.updateQueue(q.name, settings);
  }
  const specs = new Map(options.queues.map((q) => [q.name, q]));
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;

  /** Runs one job, logging a failure with what comes next (a retry, or the job kept as failed). */
  async function attempt(handler: JobHandler, job: PgBoss.JobWithMetadata<unknown>) {
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

  function handlerFor(handlers: JobHandlers, queue: string): JobHandler {
    const handler = handlers[queue];
    if (!handler) throw new Error(`no handler for the job queue ${queue}`);
    return handler;
  }

  return {
    async send(via, queue, data) {
      if (!specs.has(queue)) throw new Error(`unknown job queue ${queue}`);
      await boss.send(queue, data, {
        db: via as PgBoss.Db,
        singletonKey: specs.get(queue)!.single ? queue : undefined,
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
          for (const job of await boss.fetch(queue, { batchSize: 20, includeMetadata: true })) {
            found = true;
            ran++;
            try {
              await attempt(handler, job);
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

    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

import type pg from 'pg';
import PgBoss from 'pg-boss';

/**
 * The seam in front of the durable job queue. Pipeline code depends on this interface only, so the
 * engine (pg-boss 10 today) can change without touching it and tests can fake it.
 */
export interface JobQueue {
  /**
   * Enqueues a job; resolves to its id, or null when a singleton/throttle rule dropped it. Workers of that
   * queue in this process start it at once; those of other processes find it at their next poll.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Starts polling `name` in this process and runs `handler` for one job at a time. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  stats(): Promise<JobQueueStats>;
  /** Stops polling and waits (bounded) for running handlers; does not close the pool. */
  stop(): Promise<void>;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** How many more times the job is delivered if this attempt fails (0: the last attempt). */
  retriesLeft?: number;
}

/** A handler that throws fails the job; pg-boss then retries it per `retryLimit`. */
export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

export interface SendOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  startAfter?: number | string | Date;
  singletonKey?: string;
  expireInSeconds?: number;
  priority?: number;
}

export interface WorkOptions {
  /** How often an idle worker asks for work; pg-boss polls (it needs no LISTEN, which PGlite lacks). */
  pollingIntervalSeconds?: number;
  /**
   * Jobs fetched per poll and run side by side. pg-boss 10 waits a whole polling interval between two
   * fetches, so a batch of 1 caps a worker at two jobs a second; a failing job fails alone.
   */
  batchSize?: number;
}

export interface JobQueueStats {
  /** Waiting to run: created or waiting for a retry. */
  queued: number;
  active: number;
  failed: number;
}

export interface PgBossQueueOptions {
  pool: pg.Pool;
  /** The PostgreSQL schema pg-boss owns; tests give each run its own. */
  schema?: string;
  /** How often expired jobs are put back in the queue (pg-boss maintenance); default 60 s. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for running handlers; default 10 s. */
  stopTimeoutMs?: number;
  /** pg-boss raises errors from its background loops here (a listener is required by EventEmitter). */
  onError?: (error: Error) => void;
}

const STOP_TIMEOUT_MS = 10_000;

export async function startPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const schema = options.schema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid job queue schema name: ${schema}`);
  const { pool } = options;

  // Once stop() has returned, the caller may end the pool. pg-boss may still settle a job that outlived
  // the stop timeout (it completes or fails jobs without awaiting that), and a query on an ended pool
  // rejects with nobody to catch it. Such late writes are dropped instead: the job stays active, expires
  // and runs again, as after a crash (docs/pipeline.md, crash recovery).
  let stopped = false;
  const boss = new PgBoss({
    // Share the app's pool rather than letting pg-boss open its own: on PGlite the process has exactly one
    // connection (see db/database.ts), and on PostgreSQL one pool per process is easier to size.
    db: {
      executeSql: (text, values) =>
        // No `rows`: pg-boss then reads "0 jobs affected" (an empty `rows` would crash its count).
        stopped ? Promise.resolve({ rowCount: 0 } as unknown as pg.QueryResult) : pool.query(text, values),
    },
    schema,
    migrate: true,
    supervise: true, // expiry, archiving and deletion of old jobs
    schedule: false, // no cron jobs yet; turning it on adds a timekeeper poll
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();

  // pg-boss 10 refuses jobs for a queue that was not created; creating is idempotent (ON CONFLICT DO NOTHING).
  const created = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let pending = created.get(name);
    if (!pending) {
      pending = boss.createQueue(name);
      pending.catch(() => created.delete(name));
      created.set(name, pending);
    }
    return pending;
  };

  // pg-boss polls (PGlite has no LISTEN/NOTIFY), so a job would wait up to a polling interval before an
  // idle worker fetched it, and a task crosses four queues before its story match: up to 2 s of waiting.
  // A job sent from this process wakes this process's workers of its queue instead.
  const localWorkers = new Map<string, string[]>();

  return {
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, sendOptions);
      if (id && !sendOptions.startAfter) {
        for (const workerId of localWorkers.get(name) ?? []) boss.notifyWorker(workerId);
      }
      return id;
    },
    async work(name, handler, workOptions = {}) {
      await ensureQueue(name);
      const { batchSize = 1, ...rest } = workOptions;
      const workerId = await boss.work(name, { batchSize, ...rest, includeMetadata: true }, async (jobs) => {
        // Each job settles on its own: a failed one is marked failed (and retried) here, and pg-boss
        // completes the rest when this resolves (completing a job that is no longer active does nothing).
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler({
                id: job.id,
                name: job.name,
                data: job.data as never,
                retriesLeft: Math.max(0, job.retryLimit - job.retryCount),
              });
            } catch (error) {
              try {
                await boss.fail(name, job.id, {
                  message: error instanceof Error ? error.message : String(error),
                });
              } catch (failError) {
                // The job stays active and is handed out again when it expires.
                options.onError?.(failError as Error);
              }
            }
          }),
        );
      });
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
    },
    async stats() {
      const { rows } = await pool.query<{ state: string; n: number }>(
        `select state, count(*)::int as n from ${schema}.job group by state`,
      );
      const count = (...states: string[]) =>
        rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
      return { queued: count('created', 'retry'), active: count('active'), failed: count('failed') };
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? STOP_TIMEOUT_MS });
      stopped = true;
    },
  };
}

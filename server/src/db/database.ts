import type { DatabaseKind } from '@cairn/shared/contracts/vocabulary';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Drizzle = NodePgDatabase<typeof schema>;

export interface Database {
  kind: DatabaseKind;
  pool: pg.Pool;
  db: Drizzle;
  /** Round trip of `select 1` in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  url: string;
  kind: DatabaseKind;
  /** Connections for a real PostgreSQL; PGlite always gets exactly one. */
  poolMax?: number;
  onPoolError?: (error: Error) => void;
}

/**
 * One pg Pool per process, shared by drizzle, the job queue and maintenance.
 *
 * PGlite: max 1. It is a single PostgreSQL session behind the socket server, so a second connection would
 * not add parallelism, only shared session state (search_path, transactions) between unrelated callers.
 * The consequence to remember: inside a transaction, never wait on another query through the pool (pass
 * the transaction instead), or the single connection waits on itself.
 */
export function createDatabase(options: CreateDatabaseOptions): Database {
  const pglite = options.kind === 'pglite';
  const pool = new pg.Pool({
    connectionString: options.url,
    max: pglite ? 1 : (options.poolMax ?? 10),
    // Keep the one PGlite connection open: closing it when idle and reconnecting can race the socket
    // server's connection slot accounting.
    idleTimeoutMillis: pglite ? 0 : 30_000,
    // Waiting for the pool's free connection counts against this timeout. PGlite has one connection, so
    // under load a query queues behind the others for a while, which is normal, not a failure: 10 s there
    // turned a busy minute into failed requests and failed jobs.
    connectionTimeoutMillis: pglite ? 120_000 : 10_000,
    application_name: 'cairn',
  });
  // Without a listener an idle client's error (database restarted) would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));

  return {
    kind: options.kind,
    pool,
    db: drizzle(pool, { schema }),
    async ping() {
      const started = performance.now();
      await pool.query('select 1');
      return performance.now() - started;
    },
    async close() {
      await pool.end();
    },
  };
}

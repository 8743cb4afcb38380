import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { createDatabase, type Database } from './database';
import { scheduleVacuum } from './maintenance';
import {
  type PgliteProcess,
  PgliteStartError,
  type StartPgliteOptions,
  startPgliteProcess,
} from './pglite-process';

export interface OpenedDatabase {
  database: Database;
  /** Set when the embedded PGlite child serves the database. */
  pglite: PgliteProcess | undefined;
  /** Closes the pool, then stops the PGlite child (which releases the data-folder lock). */
  close(): Promise<void>;
}

/**
 * `DATABASE_URL` set: a real PostgreSQL. Unset: the embedded PGlite in `<CAIRN_DATA_DIR>/pglite`, run in
 * its own child process. Either way the rest of the app sees only a pg Pool and drizzle.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dataDirLockWaitMs'>>,
  log: Logger,
  options: { onPgliteExit?: (code: number | null, signal: NodeJS.Signals | null) => void } = {},
): Promise<OpenedDatabase> {
  const onPoolError = (error: Error) => log.error({ err: error }, 'database connection error');

  if (config.databaseUrl) {
    const database = createDatabase({ url: config.databaseUrl, kind: 'postgres', onPoolError });
    log.info({ database: redact(config.databaseUrl) }, 'using PostgreSQL');
    return { database, pglite: undefined, close: () => database.close() };
  }

  const dataDir = join(config.dataDir, 'pglite');
  const started = performance.now();
  const pglite = await startPgliteWaitingForLock(
    { dataDir, onUnexpectedExit: options.onPgliteExit },
    config.dataDirLockWaitMs ?? 0,
    log,
  );
  log.info(
    { dataDir, childPid: pglite.pid, ms: Math.round(performance.now() - started) },
    'embedded PGlite database started',
  );
  const database = createDatabase({ url: pglite.url, kind: 'pglite', onPoolError });
  const stopVacuum = scheduleVacuum(database.pool, {
    onDone: (ms) => log.debug({ ms: Math.round(ms) }, 'VACUUM ANALYZE done'),
    onError: (err) => log.warn({ err }, 'VACUUM ANALYZE failed'),
  });

  return {
    database,
    pglite,
    async close() {
      stopVacuum();
      try {
        await database.close();
      } finally {
        await pglite.stop();
      }
    },
  };
}

/** Logs never carry a password. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid url>';
  }
}

/** Starts the PGlite child; while another process holds the folder's lock, retries until `waitMs` passes. */
async function startPgliteWaitingForLock(
  options: StartPgliteOptions,
  waitMs: number,
  log: Logger,
): Promise<PgliteProcess> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPgliteProcess(options);
    } catch (error) {
      const locked = error instanceof PgliteStartError && error.code === 'CAIRN_DATA_DIR_LOCKED';
      if (!locked || Date.now() >= deadline) throw error;
      if (attempt === 1)
        log.info({ waitMs }, 'database folder in use; waiting for the other process to let go');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

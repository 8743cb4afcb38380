import type pg from 'pg';

export const VACUUM_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum: dead rows from updates (tasks, pg-boss jobs) pile up and searches were
 * measured 25x slower after ~5k updates until a `VACUUM ANALYZE`. Real PostgreSQL does this itself.
 * It runs through the app's one pooled connection, so it simply queues behind requests in flight.
 */
export function scheduleVacuum(
  pool: pg.Pool,
  options: { intervalMs?: number; onError?: (error: Error) => void; onDone?: (ms: number) => void } = {},
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      await pool.query('VACUUM ANALYZE');
      options.onDone?.(performance.now() - started);
    } catch (error) {
      options.onError?.(error as Error);
    } finally {
      running = false;
    }
  }, options.intervalMs ?? VACUUM_INTERVAL_MS);
  // Never the reason the process stays alive.
  timer.unref();
  return () => clearInterval(timer);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../test/test-database';
import { scheduleVacuum } from './maintenance';

describe('scheduleVacuum', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await startTestDatabase();
  });
  afterAll(() => test?.close());

  it('runs VACUUM ANALYZE through the pool on its schedule, and stops when asked', async () => {
    await test.database.pool.query(
      `insert into stories (title) select 'story ' || n from generate_series(1, 50) n`,
    );
    await test.database.pool.query(`update stories set coherence_score = 0.5`);
    let runs = 0;
    let failure: Error | undefined;
    const stop = scheduleVacuum(test.database.pool, {
      intervalMs: 20,
      onDone: () => {
        runs++;
      },
      onError: (error) => {
        failure = error;
      },
    });
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBeLessThanOrEqual(after + 1); // at most the one already in flight
    expect(failure).toBeUndefined();
    // ANALYZE ran: the planner now knows the table's size.
    const { rows } = await test.database.pool.query(
      `select reltuples::int as n from pg_class where relname = 'stories'`,
    );
    expect(rows[0].n).toBe(50);
  });
});

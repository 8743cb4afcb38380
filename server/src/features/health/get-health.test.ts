import { healthResponseSchema } from '@cairn/shared/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { type JobQueue, startPgBossQueue } from '../../jobs/job-queue';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

describe('GET /api/health', () => {
  describe('with a real database and job queue', () => {
    let test: TestDatabase;
    let jobs: JobQueue;
    beforeAll(async () => {
      test = await startTestDatabase();
      jobs = await startPgBossQueue({ pool: test.database.pool });
    });
    afterAll(async () => {
      await jobs?.stop();
      await test?.close();
    });

    it('is ok, with the database latency and the job counts', async () => {
      const app = buildApp({ ...appDepsWithoutDatabase(), database: test.database, jobs });
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = healthResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        status: 'ok',
        database: { ok: true, kind: test.database.kind },
        jobs: { ok: true, queued: 0, active: 0, failed: 0 },
      });
      expect(body.database.latency_ms).toBeGreaterThan(0);
    });
  });

  it('answers 503 with the same shape, saying what is wrong, when a dependency fails', async () => {
    const deps = appDepsWithoutDatabase();
    const app = buildApp({
      ...deps,
      database: { ...deps.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(healthResponseSchema.parse(response.json())).toMatchObject({
      status: 'degraded',
      database: { ok: false, latency_ms: null, error: 'connection refused' },
      jobs: { ok: true },
    });
  });

  it('reports a job queue that cannot count as degraded', async () => {
    const app = buildApp({
      ...appDepsWithoutDatabase(),
      jobs: { stats: () => Promise.reject(new Error('relation "pgboss.job" does not exist')) },
    });
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      jobs: { ok: false, queued: null, error: 'relation "pgboss.job" does not exist' },
    });
  });
});

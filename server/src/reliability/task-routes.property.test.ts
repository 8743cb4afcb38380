import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../http/app';
import { type JobQueue, startPgBossQueue } from '../jobs/job-queue';
import { createPipeline } from '../pipeline/pipeline';
import { appDepsWithoutDatabase } from '../test/fakes';
import { startTestDatabase, type TestDatabase } from '../test/test-database';

// Issue 3 §10: random bodies, headers and ids on every task route never yield a 5xx, and every error
// answers `{ error }`.
describe('task routes under random input', () => {
  let test: TestDatabase;
  let jobs: JobQueue;
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    test = await startTestDatabase();
    jobs = await startPgBossQueue({ pool: test.database.pool });
    // No worker runs: the property is about the HTTP surface, and nothing is fetched.
    const pipeline = createPipeline({ db: test.database.db, jobs, log: pino({ level: 'silent' }) });
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database, jobs, pipeline });
  }, 240_000);
  afterAll(async () => {
    await jobs?.stop();
    await test?.close();
  });

  const id = fc.oneof(
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constant('00000000-0000-4000-8000-000000000000'),
  );
  const headerValue = fc.oneof(
    fc.uuid(),
    fc.string({ maxLength: 60 }).filter((s) => !/[\r\n\0]/.test(s)),
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({
      content: fc.oneof(fc.string({ maxLength: 300 }), fc.webUrl(), fc.integer()),
      user_id: fc.option(headerValue),
    }),
    fc.record({
      url: fc.oneof(fc.webUrl(), fc.string({ maxLength: 80 }), fc.constant('http://169.254.169.254/')),
    }),
  );
  const route = fc.constantFrom(
    (i: string) => ({ method: 'GET' as const, url: `/api/task/${encodeURIComponent(i)}` }),
    (i: string) => ({ method: 'GET' as const, url: `/api/task/${encodeURIComponent(i)}/preview` }),
    (i: string) => ({ method: 'POST' as const, url: `/api/task/${encodeURIComponent(i)}/clean` }),
    (i: string) => ({ method: 'POST' as const, url: `/api/task/${encodeURIComponent(i)}/semantize` }),
    (i: string) => ({ method: 'POST' as const, url: `/api/story/${encodeURIComponent(i)}/add-page` }),
    (_: string) => ({ method: 'POST' as const, url: '/api/seed' }),
    (i: string) => ({ method: 'GET' as const, url: `/api/check?url=${encodeURIComponent(i)}` }),
  );

  it('never answers a 5xx, and errors are { error }', async () => {
    await fc.assert(
      fc.asyncProperty(route, id, body, headerValue, fc.boolean(), async (make, i, payload, userId, raw) => {
        const { method, url } = make(i);
        const response = await app.inject({
          method,
          url,
          headers: { 'x-user-id': userId, 'content-type': 'application/json' },
          ...(method === 'POST'
            ? { payload: raw ? JSON.stringify(payload).slice(0, -1) : JSON.stringify(payload) }
            : {}),
        });
        expect(response.statusCode, `${method} ${url} → ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().error).toBe('string');
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../test/test-database';
import { describeRequest, problemWith } from './route-fuzz';
import { type FuzzHarness, sendFuzzRequest, startFuzzHarness } from './route-fuzz-harness';

// Issue 10 §5: every route the app serves (taken from the app, not from a list here), under random and
// malformed bodies, ids, query strings and headers, answers 2xx, 3xx or 4xx, never 5xx, and every 4xx is
// `{ error: string }`. `pnpm bench:fuzz` runs the same generators for longer.
const MIN_REQUESTS = 10_000;
// FUZZ_SEED=<n> replays a failing run (fast-check prints the seed and the shrunk request).
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

describe('every route under random input', () => {
  let test: TestDatabase;
  let harness: FuzzHarness;
  const counts = new Map<string, number>();
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    test = await startTestDatabase();
    harness = await startFuzzHarness(test.database);
  }, 240_000);
  afterAll(async () => {
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(`route fuzz: ${total} requests over ${counts.size} routes (${byStatus.join(', ')})`);
    await harness?.close();
    await test?.close();
  });

  it('judges an address as the server reads it: the app for a page, JSON for the API and the remotes', () => {
    const html = {
      statusCode: 414,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!doctype html>',
    };
    const get = (url: string) => ({ route: 'not-found', method: 'GET', url, headers: {} });
    expect(problemWith(get('/story/x'), html)).toBeUndefined();
    // ('..' is resolved before the request is sent: this one asks for the page '/etc/passwd'.)
    expect(problemWith(get('/remotes/reader/../../etc/passwd?q=1'), html)).toBeUndefined();
    expect(problemWith(get('/remotes/reader/1.0.0/x.js'), html)).toMatch(/without \{ error \}/);
    expect(problemWith(get('/api/stories'), html)).toMatch(/without \{ error \}/);
  });

  it('finds the routes in the app itself', () => {
    const routes = harness.targets.map((target) => target.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/seed',
        'GET /api/stories/:id',
        'POST /api/story/:id/chat',
        'not-found',
      ]),
    );
    expect(routes.length).toBeGreaterThan(20);
  });

  it(`never answers a 5xx, and every 4xx is { error } (${MIN_REQUESTS}+ requests)`, async () => {
    const runsPerRoute = Math.ceil(MIN_REQUESTS / harness.targets.length);
    for (const target of harness.targets) {
      await fc.assert(
        fc.asyncProperty(target.requests, async (request) => {
          const { status, problem } = await sendFuzzRequest(harness.app, request);
          counts.set(target.route, (counts.get(target.route) ?? 0) + 1);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect(problem, describeRequest(request)).toBeUndefined();
        }),
        { numRuns: runsPerRoute, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    }
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 180_000);
});

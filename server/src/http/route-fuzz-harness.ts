import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PipelineStage } from '@cairn/shared/contracts/tasks';
import fc from 'fast-check';
import { pino } from 'pino';
import type { Database } from '../db/database';
import { entities } from '../db/schema';
import { type JobQueue, startPgBossQueue } from '../jobs/job-queue';
import { createPipeline } from '../pipeline/pipeline';
import { createGeocoder } from '../pipeline/places/geocoder';
import { cityRows } from '../pipeline/places/place-rows';
import { buildApp } from './app';

/** GeoNames rows (cities500 format) for the geocode route under fuzz. */
const FUZZ_PLACES = [
  [2988507, 'Paris', 'Paris', '', 48.85341, 2.3488, 'P', 'PPLC', 'FR', '', '11', '', '', '', 2138551],
  [4717560, 'Paris', 'Paris', '', 33.66094, -95.55551, 'P', 'PPLA2', 'US', '', 'TX', '', '', '', 24782],
]
  .map((row) => [...row, '', 0, 'UTC', '2020-01-01'].join('\t'))
  .join('\n');

import {
  type FuzzFixtures,
  type FuzzRequest,
  fuzzedRoutes,
  problemWith,
  requestsFor,
  requestsForUnknownPaths,
} from './route-fuzz';
import { routesOf } from './route-table';

const VERSION = '0.1.0-f0220000';
const ARTICLE = Array.from(
  { length: 4 },
  (_, i) =>
    `Paragraph ${i + 1}: the Wendover County council said on Tuesday that flood barriers along the Alder River would be raised by half a metre before the winter rains, after residents of Millbrook asked the mayor, Helen Carter, for stronger defences.`,
).join('\n\n');

export interface FuzzHarness {
  app: ReturnType<typeof buildApp>;
  fixtures: FuzzFixtures;
  /** Every route the app serves and the unknown-path generator, each with its request generator. */
  targets: Array<{ route: string; requests: fc.Arbitrary<FuzzRequest> }>;
  close(): Promise<void>;
}

/**
 * The whole app on `database` (migrated, empty), as `main.ts` builds it but with no pipeline worker (the
 * property is about the HTTP surface: nothing submitted is fetched), a host build and a remote release
 * of a few files, and one pasted article taken through every pipeline stage, so that requests with
 * known ids reach a story, its entities and claims, and a completed task.
 */
export async function startFuzzHarness(database: Database): Promise<FuzzHarness> {
  const root = mkdtempSync(join(tmpdir(), 'cairn-fuzz-'));
  const put = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  put('host/index.html', '<!doctype html><html><head><title>Cairn</title></head><body></body></html>');
  put('host/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  put('host/assets/index-0a1b2c3d.js', 'console.log("host")');
  put(`releases/reader/${VERSION}/remoteEntry.js`, 'export const get = () => null;');
  put(`releases/reader/${VERSION}/mf-manifest.json`, '{"name":"reader"}');
  put(`releases/reader/${VERSION}/assets/feed-0a1b2c3d.js`, 'export default 1;');
  put(
    'releases/registry.json',
    JSON.stringify({ remotes: { reader: { live: VERSION, history: [VERSION] } } }),
  );

  let jobs: JobQueue | undefined;
  try {
    jobs = await startPgBossQueue({ pool: database.pool });
    const pipeline = createPipeline({ db: database.db, jobs, log: pino({ level: 'silent' }) });
    const app = buildApp({
      database,
      jobs,
      pipeline,
      // A few real places rather than the whole gazetteer: the fuzz is about answers, not about loading
      // 200,000 places into each test database.
      geocoder: createGeocoder(database.db, { rows: () => cityRows(FUZZ_PLACES) }),
      hostDir: join(root, 'host'),
      releasesDir: join(root, 'releases'),
    });
    await app.ready();

    const seeded = await app.inject({ method: 'POST', url: '/api/seed', payload: { content: ARTICLE } });
    const taskId = (seeded.json() as { task_id: string }).task_id;
    for (const stage of pipeline.stages) await pipeline.runStage(stage.name as PipelineStage, taskId);
    const task = (await app.inject(`/api/task/${taskId}`)).json() as {
      status: string;
      story_match: { story_id?: string } | null;
    };
    const storyId = task.story_match?.story_id;
    if (task.status !== 'completed' || !storyId) {
      throw new Error(`the fuzz fixture article did not complete: ${JSON.stringify(task).slice(0, 300)}`);
    }
    const entityRows = await database.db
      .select({ id: entities.id, name: entities.canonicalName })
      .from(entities)
      .limit(5);
    const fixtures: FuzzFixtures = {
      storyIds: [storyId],
      entityIds: entityRows.map((row) => row.id),
      taskIds: [taskId],
      names: entityRows.map((row) => row.name),
      remoteFiles: [
        { name: 'reader', version: VERSION, path: 'remoteEntry.js' },
        { name: 'reader', version: VERSION, path: 'assets/feed-0a1b2c3d.js' },
      ],
    };
    const targets = [
      ...fuzzedRoutes(routesOf(app)).map((route) => ({
        route: `${route.method} ${route.url}`,
        requests: requestsFor(route, fixtures),
      })),
      { route: 'not-found', requests: requestsForUnknownPaths() },
    ];
    const started = jobs;
    return {
      app,
      fixtures,
      targets,
      async close() {
        await app.close();
        await started.stop();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await jobs?.stop();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** Sends one generated request; answers what is wrong with the answer, if anything. */
export async function sendFuzzRequest(
  app: FuzzHarness['app'],
  request: FuzzRequest,
): Promise<{ status: number; problem: string | undefined }> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return {
    status: response.statusCode,
    problem: problemWith(request, {
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body,
    }),
  };
}

/** `count` requests of one generator, reproducible from `seed` (the bench has no property to shrink). */
export function sampleRequests(
  requests: fc.Arbitrary<FuzzRequest>,
  count: number,
  seed: number,
): FuzzRequest[] {
  return fc.sample(requests, { numRuns: count, seed });
}

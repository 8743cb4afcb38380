// Route fuzzing (issue 10 §5): generated requests, mostly malformed, for every route the app serves (taken
// from the app itself), through app.inject, with the generators of the property test
// (server/src/http/route-fuzz.ts). No answer may be a 5xx, and every 4xx must be JSON `{ error }`.
//   BENCH_FUZZ_REQUESTS (default 20,000) requests in all, spread evenly over the routes; FUZZ_SEED replays
//   a run (the seed is printed). On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or
//   TEST_DATABASE_URL is an admin URL (a scratch database is created and dropped); BENCH_BACKENDS=pglite
//   (or postgres) runs only one. Exits 1 when it finds a problem, and prints the first requests that did.
// Run: npm run bench:fuzz
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { startPgliteProcess } from '../../server/src/db/pglite-process';
import { describeRequest } from '../../server/src/http/route-fuzz';
import { sampleRequests, sendFuzzRequest, startFuzzHarness } from '../../server/src/http/route-fuzz-harness';

const TOTAL = Number(process.env.BENCH_FUZZ_REQUESTS ?? 20_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const SHOWN_PROBLEMS = 10;
let failed = false;

async function fuzz(backend: string, database: Database): Promise<void> {
  await runMigrations(database.pool);
  const harness = await startFuzzHarness(database);
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  let requests = 0;
  let serverErrors = 0;
  let bareErrors = 0;
  const started = performance.now();
  try {
    const perRoute = Math.ceil(TOTAL / harness.targets.length);
    for (const [index, target] of harness.targets.entries()) {
      const routeStarted = performance.now();
      let routeProblems = 0;
      let routeAccepted = 0;
      for (const request of sampleRequests(target.requests, perRoute, SEED + index)) {
        const { status, problem } = await sendFuzzRequest(harness.app, request);
        requests++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status < 300) routeAccepted++;
        if (!problem) continue;
        routeProblems++;
        if (status >= 500) serverErrors++;
        else bareErrors++;
        if (problems.length < SHOWN_PROBLEMS) problems.push(`${problem}\n    ${describeRequest(request)}`);
      }
      const ms = performance.now() - routeStarted;
      console.log(
        `  ${target.route.padEnd(34)} ${String(perRoute).padStart(6)} requests, ${String(routeAccepted).padStart(5)} 2xx, ${(ms / perRoute).toFixed(2).padStart(6)} ms/request${routeProblems ? `  ${routeProblems} PROBLEMS` : ''}`,
      );
    }
  } finally {
    await harness.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  console.log(
    `${backend}: ${byStatus.join(', ')} in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)} req/s)`,
  );
  console.log(`${backend}: requests: ${requests}, 5xx: ${serverErrors}, 4xx without {error}: ${bareErrors}`);
  for (const problem of problems) console.log(`  ${problem}`);
  if (serverErrors || bareErrors) failed = true;
}

async function onPglite(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'cairn-bench-fuzz-'));
  const pglite = await startPgliteProcess({ dataDir: join(root, 'pglite'), startTimeoutMs: 120_000 });
  const database = createDatabase({ url: pglite.url, kind: 'pglite' });
  try {
    console.log(`PGlite, ${TOTAL} requests, seed ${SEED}`);
    await fuzz('pglite', database);
  } finally {
    await database.close();
    await pglite.stop();
    await rm(root, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string): Promise<void> {
  const name = `cairn_bench_${randomBytes(4).toString('hex')}`;
  // Through the server's own pool: this folder has no node_modules of its own.
  const admin = createDatabase({ url: adminUrl, kind: 'postgres', poolMax: 1 });
  await admin.pool.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString(), kind: 'postgres', poolMax: 10 });
  try {
    console.log(`PostgreSQL, ${TOTAL} requests, seed ${SEED}`);
    await fuzz('postgres', database);
  } finally {
    await database.close();
    await admin.pool.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (backends.includes('pglite')) await onPglite();
if (backends.includes('postgres') && postgresUrl) await onPostgres(postgresUrl);
else if (backends.includes('postgres')) console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
if (failed) process.exitCode = 1;

import type { Database } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { describeRequest } from '../../server/src/http/route-fuzz';
import { sampleRequests, sendFuzzRequest, startFuzzHarness } from '../../server/src/http/route-fuzz-harness';
import { onEachBenchDatabase } from '../lib/bench-databases';

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

await onEachBenchDatabase(`${TOTAL} requests, seed ${SEED}`, fuzz);
if (failed) process.exitCode = 1;

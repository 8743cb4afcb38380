// Health under load (issue 10): GET /api/health p50/p99, one request after another, idle and then while
//   five maximum-size texts (200,000 characters each, the most POST /api/seed accepts) submitted at once go
//   through the pipeline; in the same run, with the pipeline's CPU work on worker threads (the default) and,
//   side by side, on the event loop (CAIRN_PIPELINE_THREADS=0, as before). Each mode gets a fresh server
//   (dist/main.js, loopback only) on fresh storage. Target: p99 ≤ 100 ms under load with threads.
// Run: node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/health-under-load/run.ts
// PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is an admin URL (a scratch database per mode
// is created and dropped). BENCH_BACKENDS=pglite (or postgres) runs one; BENCH_MODES=threads skips inline;
// BENCH_TEXTS (default 5) and BENCH_ROUNDS (default 1) change the load; BENCH_STRICT=1 exits 1 on a MISS.
// BENCH_LATIN_ONLY=1 leaves the one Japanese sentence out of the texts.
// BENCH_SERVER_MAIN=/path/to/dist/main.js measures another build (e.g. an older commit's, for before/after)
// instead of building this tree. The "db p99" column is the database round trip the server reported
// inside those health answers: on PGlite, one statement runs at a time for the whole server, so part of
// a slow answer can be waiting for the database rather than for the event loop.
import {
  type HealthSample,
  healthWhileProcessing,
  type LatencyStats,
  latencyStats,
  maxSizeText,
  sampleIdleHealth,
} from '../../server/src/reliability/health-under-load';
import { serverStorage } from '../../server/src/reliability/reliability-harness';
import { buildServer, rssBytes, startServer } from '../../server/src/reliability/server-process';

const TEXTS = Number(process.env.BENCH_TEXTS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const TARGET_P99_MS = 100;
const PROCESSING_TIMEOUT_MS = 600_000;

interface Mode {
  name: string;
  env: Record<string, string>;
}
const ALL_MODES: Mode[] = [
  { name: 'threads', env: {} },
  { name: 'inline', env: { CAIRN_PIPELINE_THREADS: '0' } },
];
const MODES = ALL_MODES.filter(
  (m) => !process.env.BENCH_MODES || process.env.BENCH_MODES.split(',').includes(m.name),
);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const BACKENDS = (['pglite', 'postgres'] as const).filter(
  (b) =>
    (!process.env.BENCH_BACKENDS || process.env.BENCH_BACKENDS.split(',').includes(b)) &&
    (b === 'pglite' || Boolean(adminUrl)),
);
if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');

interface Result {
  backend: string;
  mode: string;
  round: number;
  idle: LatencyStats;
  loaded: LatencyStats;
  loadedDatabase: LatencyStats;
  processingS: number;
  outcomes: string;
  peakRssMb: number;
}

const fmt = (ms: number) => ms.toFixed(1).padStart(8);

async function runOnce(backend: 'pglite' | 'postgres', mode: Mode, round: number): Promise<Result> {
  const storage = await serverStorage(backend);
  try {
    const server = await startServer(main, { ...storage.env, ...mode.env });
    let peak = 0;
    const sampler = setInterval(() => {
      if (server.child.pid) peak = Math.max(peak, rssBytes(server.child.pid));
    }, 100);
    try {
      await sampleIdleHealth(server.baseUrl, 20); // warm-up: connections, JIT
      const idle = await sampleIdleHealth(server.baseUrl, 200);
      const ms = (samples: HealthSample[]) => samples.map((s) => s.ms);
      const texts = Array.from({ length: TEXTS }, (_, i) =>
        maxSizeText(round * 100 + i, { latinOnly: process.env.BENCH_LATIN_ONLY === '1' }),
      );
      const loaded = await healthWhileProcessing(server.baseUrl, texts, { timeoutMs: PROCESSING_TIMEOUT_MS });
      const outcomes = loaded.states.map((s) => s.status).join(',');
      return {
        backend,
        mode: mode.name,
        round,
        idle: latencyStats(ms(idle)),
        loaded: latencyStats(ms(loaded.samples)),
        loadedDatabase: latencyStats(loaded.samples.map((s) => s.databaseMs)),
        processingS: loaded.processingMs / 1000,
        outcomes,
        peakRssMb: peak / 1024 / 1024,
      };
    } finally {
      clearInterval(sampler);
      await server.stop();
    }
  } finally {
    await storage.cleanup();
  }
}

const main = process.env.BENCH_SERVER_MAIN ?? buildServer();
if (process.env.BENCH_SERVER_MAIN) console.log(`server: ${main}`);
const results: Result[] = [];
for (const backend of BACKENDS) {
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of MODES) {
      const result = await runOnce(backend, mode, round);
      results.push(result);
      console.log(
        `${backend} ${mode.name} round ${round + 1}: idle p99 ${result.idle.p99.toFixed(1)} ms, loaded p99 ${result.loaded.p99.toFixed(1)} ms (max ${result.loaded.max.toFixed(0)} ms, ${result.loaded.samples} samples), ${result.processingS.toFixed(1)} s to process`,
      );
    }
  }
}

console.log(
  `\nGET /api/health, one request after another: idle, then while ${TEXTS} texts of 200,000 characters are processed`,
);
console.log(
  'backend   mode     round   idle p50   idle p99   load p50   load p99   load max     db p99  samples  process s  peak RSS MB  tasks',
);
for (const r of results) {
  console.log(
    `${r.backend.padEnd(9)} ${r.mode.padEnd(8)} ${String(r.round + 1).padStart(5)} ${fmt(r.idle.p50)}   ${fmt(r.idle.p99)}   ${fmt(r.loaded.p50)}   ${fmt(r.loaded.p99)}   ${fmt(r.loaded.max)}   ${fmt(r.loadedDatabase.p99)}  ${String(r.loaded.samples).padStart(7)}  ${r.processingS.toFixed(1).padStart(9)}  ${r.peakRssMb.toFixed(0).padStart(11)}  ${r.outcomes}`,
  );
}
let missed = false;
for (const r of results.filter((x) => x.mode === 'threads')) {
  const pass = r.loaded.p99 <= TARGET_P99_MS;
  missed ||= !pass;
  const inline = results.find((x) => x.backend === r.backend && x.round === r.round && x.mode === 'inline');
  console.log(
    `${pass ? 'PASS' : 'MISS'}  ${r.backend} round ${r.round + 1}: health p99 under load ${r.loaded.p99.toFixed(1)} ms with threads (target ≤ ${TARGET_P99_MS} ms)${inline ? `; inline ${inline.loaded.p99.toFixed(1)} ms` : ''}`,
  );
}
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);

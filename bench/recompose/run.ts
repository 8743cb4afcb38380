// Story recomposition latency (issue 4: "a story recomposed ≤ 500 ms after its new article's analysis").
//   The built server (`dist/main.js`, as `npm start` runs it) ingests copies of the fixture site's flood
//   articles one batch at a time, so one story grows to BENCH_PAGES pages. The semantization stage
//   recomposes every story holding the page right after the analysis and logs how long it took and how
//   many pages the story held; this script reads those log lines and prints p50 / p95 / max by story size.
// Run: npm run bench:recompose
// PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is an admin URL (scratch database).
import {
  fixtureFetchEnv,
  onEachBackend,
  submit,
  waitUntilAllFinal,
} from '../../server/src/reliability/reliability-harness';
import { buildServer, startServer } from '../../server/src/reliability/server-process';
import { articlesAbout } from '../../server/src/test-support/fixture-news-site/articles';
import { startFixtureSite } from '../../server/src/test-support/fixture-news-site/site';

const PAGES = Number(process.env.BENCH_PAGES ?? 120);
const BATCH = 10;
const TARGET_MS = 500;

interface Recomposition {
  ms: number;
  pages: number;
}

async function runOnce(backend: string, storageEnv: Record<string, string>): Promise<Recomposition[]> {
  const site = await startFixtureSite();
  const seen: Recomposition[] = [];
  const server = await startServer(
    buildServer(),
    { ...storageEnv, ...fixtureFetchEnv(site), LOG_LEVEL: 'debug' },
    60_000,
    (line) => {
      if (!line.includes('story recomposed')) return;
      const entry = JSON.parse(line) as { ms: number; pages: number };
      seen.push({ ms: entry.ms, pages: entry.pages });
    },
  );
  try {
    const flood = articlesAbout('millbrook-flood').filter((a) => a.kind === 'article');
    for (let done = 0; done < PAGES; done += BATCH) {
      const urls = Array.from({ length: Math.min(BATCH, PAGES - done) }, (_, i) => {
        const n = done + i;
        return `${site.url(flood[n % flood.length]!.path)}?copy=${n}`;
      });
      const ids: string[] = [];
      for (const url of urls) {
        const reply = await submit(server.baseUrl, url);
        if (reply.status !== 202 || !reply.taskId) throw new Error(`submission refused: ${reply.status}`);
        ids.push(reply.taskId);
      }
      await waitUntilAllFinal(server.baseUrl, ids, 300_000);
      process.stdout.write(`\r${backend}: ${done + urls.length}/${PAGES} articles`);
    }
    process.stdout.write('\n');
    return seen;
  } finally {
    await server.stop();
    await site.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function report(backend: string, all: Recomposition[]) {
  const buckets: [string, (r: Recomposition) => boolean][] = [
    ['1–10 pages', (r) => r.pages <= 10],
    ['11–50 pages', (r) => r.pages > 10 && r.pages <= 50],
    ['51+ pages', (r) => r.pages > 50],
    ['all', () => true],
  ];
  console.log(
    `\n${backend}: ${all.length} recompositions, largest story ${Math.max(...all.map((r) => r.pages))} pages`,
  );
  console.log('story size     count   p50 ms   p95 ms   max ms');
  for (const [label, keep] of buckets) {
    const ms = all
      .filter(keep)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    if (!ms.length) continue;
    console.log(
      `${label.padEnd(13)} ${String(ms.length).padStart(6)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 95).toFixed(1).padStart(8)} ${ms.at(-1)!.toFixed(1).padStart(8)}`,
    );
  }
  const worst95 = percentile(
    all.map((r) => r.ms).sort((a, b) => a - b),
    95,
  );
  console.log(
    `${worst95 <= TARGET_MS ? 'meets' : 'MISSES'}  recomposed ≤ ${TARGET_MS} ms after the analysis (p95 ${worst95.toFixed(1)} ms)`,
  );
}

await onEachBackend(async (backend, env) => report(backend, await runOnce(backend, env)));

// Pipeline figures of issue 3, printed side by side:
//   articles/s from submission to cleaned (issue 3's figure, from each task's stage log) and to the end of
//   all five stages (resolved into a story and analysed too), on PGlite (one process) and on PostgreSQL (two processes on one
//   database: the API process and a second worker), for 200 distinct fixture articles submitted at once;
//   peak resident memory of each server process through those 200 submissions, and the CPU seconds each
//   server process (all its threads) spent: on this shared machine the wall-clock rates move with the load
//   of other jobs, the CPU seconds much less, so two builds are compared by those.
// Run: npm run bench:pipeline
// PostgreSQL is used when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a server (an admin URL: a
// scratch database is created and dropped).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  distinctArticleUrls,
  fixtureFetchEnv,
  onEachBackend,
  submit,
  waitUntilAllFinal,
} from '../../server/src/reliability/reliability-harness';
import {
  buildServer,
  type RunningServer,
  rssBytes,
  startServer,
} from '../../server/src/reliability/server-process';
import { startFixtureSite } from '../../server/src/test-support/fixture-news-site/site';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 200);
const TARGET_PER_S = 10;
const RSS_LIMIT = 400 * 1024 * 1024;

interface Figures {
  backend: string;
  processes: number;
  articles: number;
  /** Submission of the first article → the last one cleaned (the stage_log's cleaning finished_at). */
  cleanedSeconds: number;
  cleanedPerSecond: number;
  /** Submission of the first article → every task through all five stages. */
  seconds: number;
  perSecond: number;
  peakRssMb: number[];
  cpuSeconds: number[];
}

async function runOnce(
  backend: string,
  storageEnv: Record<string, string>,
  processes: number,
): Promise<Figures> {
  const site = await startFixtureSite();
  const main = buildServer();
  const env = { ...storageEnv, ...fixtureFetchEnv(site) };
  const servers: RunningServer[] = [await startServer(main, env)];
  for (let i = 1; i < processes; i++) servers.push(await startServer(main, env));
  const peaks = servers.map(() => 0);
  const sampler = setInterval(() => {
    servers.forEach((s, i) => {
      if (s.child.pid) peaks[i] = Math.max(peaks[i]!, rssBytes(s.child.pid));
    });
  }, 50);
  try {
    const urls = distinctArticleUrls(site, ARTICLES, `bench${randomBytes(3).toString('hex')}`);
    const started = performance.now();
    const startedAt = Date.now(); // the server stamps stage times with the same machine clock
    const replies = await Promise.all(urls.map((url) => submit(servers[0]!.baseUrl, url)));
    const ids = replies.map((r) => {
      if (r.status !== 202 || !r.taskId) throw new Error(`submission refused: ${r.status}`);
      return r.taskId;
    });
    const states = await waitUntilAllFinal(servers[0]!.baseUrl, ids, 600_000);
    const seconds = (performance.now() - started) / 1000;
    const failed = states.filter((s) => s.status !== 'completed');
    if (failed.length) throw new Error(`${failed.length} tasks did not complete`);
    const cleanedAt = Math.max(
      ...states.map((s) => {
        const cleaning = s.stages.find((e) => e.stage === 'cleaning');
        if (!cleaning?.finished_at) throw new Error(`task ${s.task_id} has no cleaning stage`);
        return Date.parse(cleaning.finished_at);
      }),
    );
    const cleanedSeconds = (cleanedAt - startedAt) / 1000;
    return {
      cleanedSeconds,
      cleanedPerSecond: ARTICLES / cleanedSeconds,
      backend,
      processes,
      articles: ARTICLES,
      seconds,
      perSecond: ARTICLES / seconds,
      peakRssMb: peaks.map((p) => p / 1024 / 1024),
      cpuSeconds: servers.map((s) => (s.child.pid ? cpuSeconds(s.child.pid) : 0)),
    };
  } finally {
    clearInterval(sampler);
    await Promise.all(servers.map((s) => s.stop()));
    await site.close();
  }
}

/** User + system CPU seconds of a process and all its threads so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  // Fields after the command name: state is the 1st, utime the 12th, stime the 13th (clock ticks, 100/s).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const results = await onEachBackend((backend, env) =>
  runOnce(backend, env, backend === 'PostgreSQL' ? 2 : 1),
);

console.log(`\npipeline: ${ARTICLES} fixture articles submitted at once`);
console.log(
  'backend      processes  to cleaned: s  articles/s   all stages: s  articles/s  peak RSS per process (MB)  CPU s per process',
);
for (const r of results) {
  console.log(
    `${r.backend.padEnd(12)} ${String(r.processes).padStart(9)}  ${r.cleanedSeconds.toFixed(1).padStart(13)}  ${r.cleanedPerSecond.toFixed(1).padStart(10)}   ${r.seconds.toFixed(1).padStart(13)}  ${r.perSecond.toFixed(1).padStart(10)}  ${r.peakRssMb
      .map((m) => m.toFixed(0))
      .join(', ')
      .padEnd(26)}  ${r.cpuSeconds.map((c) => c.toFixed(1)).join(', ')}`,
  );
}
const pgResult = results.find((r) => r.backend === 'PostgreSQL');
if (pgResult) {
  console.log(
    `${pgResult.cleanedPerSecond >= TARGET_PER_S ? 'meets' : 'MISSES'}  ≥ ${TARGET_PER_S} articles/s from submission to cleaned on PostgreSQL with 2 workers (${pgResult.cleanedPerSecond.toFixed(1)})`,
  );
}
const worstRss = Math.max(...results.flatMap((r) => r.peakRssMb));
console.log(
  `${worstRss * 1024 * 1024 <= RSS_LIMIT ? 'meets' : 'MISSES'}  server RSS ≤ 400 MB (peak ${worstRss.toFixed(0)} MB)`,
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  healthWhileProcessing,
  latencyStats,
  MAX_SUBMISSION_CHARS,
  maxSizeText,
  sampleIdleHealth,
} from './health-under-load';
import { serverStorage } from './reliability-harness';
import { buildServer, type RunningServer, startServer } from './server-process';

// Issue 10: five maximum-size texts submitted at once stalled GET /api/health for up to 3.2 s while the
// pipeline parsed and analysed them on the event loop. With that work on a worker thread, other requests
// are answered while they are processed. The bound here is generous for a loaded CI machine; the strict
// figure (p99 ≤ 100 ms) and the inline comparison are in bench/health-under-load.
describe('health while five maximum-size texts are processed', () => {
  let storage: Awaited<ReturnType<typeof serverStorage>>;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    const main = buildServer();
    storage = await serverStorage();
    server = await startServer(main, { ...storage.env, CAIRN_PIPELINE_THREADS: '1' });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  it('keeps answering GET /api/health quickly, and completes every text', async () => {
    const texts = Array.from({ length: 5 }, (_, i) => maxSizeText(i));
    for (const text of texts) expect(text.length).toBeGreaterThan(MAX_SUBMISSION_CHARS - 1_000);

    await sampleIdleHealth(server!.baseUrl, 20);
    const run = await healthWhileProcessing(server!.baseUrl, texts, { timeoutMs: 300_000 });
    const loaded = latencyStats(run.samples.map((s) => s.ms));
    console.log(
      `health under load: p50 ${loaded.p50.toFixed(1)} ms, p99 ${loaded.p99.toFixed(1)} ms, max ${loaded.max.toFixed(0)} ms over ${loaded.samples} requests; processed in ${(run.processingMs / 1000).toFixed(1)} s`,
    );
    expect(run.states.map((s) => s.status)).toEqual(texts.map(() => 'completed'));
    expect(loaded.samples).toBeGreaterThanOrEqual(20);
    expect(loaded.p99).toBeLessThan(500);
  }, 360_000);
});

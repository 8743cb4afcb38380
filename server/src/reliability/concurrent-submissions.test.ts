import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, startFixtureSite } from '../test-support/fixture-news-site/site';
import {
  distinctArticleUrls,
  fixtureFetchEnv,
  serverStorage,
  submit,
  waitUntilAllFinal,
} from './reliability-harness';
import { buildServer, type RunningServer, startServer } from './server-process';

// Issue 3 §10: 200 concurrent submissions lose nothing: every one is accepted with a task id, and every
// task reaches a final state. (Throughput and memory figures: bench/pipeline.)
describe('200 concurrent submissions', () => {
  let site: FixtureSite;
  let storage: Awaited<ReturnType<typeof serverStorage>>;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    const main = buildServer();
    [site, storage] = await Promise.all([startFixtureSite(), serverStorage()]);
    server = await startServer(main, { ...storage.env, ...fixtureFetchEnv(site) });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await site?.close();
    await storage?.cleanup();
  });

  it('accepts all of them and completes every task', async () => {
    const urls = distinctArticleUrls(site, 200, 'burst');
    const replies = await Promise.all(urls.map((url) => submit(server!.baseUrl, url)));
    expect(replies.map((r) => r.status)).toEqual(urls.map(() => 202));
    const ids = replies.map((r) => r.taskId!);
    expect(new Set(ids).size).toBe(200);

    const states = await waitUntilAllFinal(server!.baseUrl, ids, 420_000);
    expect(states.filter((s) => s.status !== 'completed')).toEqual([]);
  }, 480_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, startFixtureSite } from '../test-support/fixture-news-site/site';
import {
  distinctArticleUrls,
  fixtureFetchEnv,
  serverStorage,
  submit,
  taskStates,
  waitUntilAllFinal,
} from './reliability-harness';
import { buildServer, type RunningServer, startServer } from './server-process';

// Issue 3 §10: kill the server (SIGKILL) in the middle of 50 submitted tasks, restart it, and every
// accepted task completes, each stage of it exactly once.
describe('crash recovery', () => {
  let site: FixtureSite;
  let storage: Awaited<ReturnType<typeof serverStorage>>;
  let main: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    main = buildServer();
    [site, storage] = await Promise.all([startFixtureSite(), serverStorage()]);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await site?.close();
    await storage?.cleanup();
  });

  it('finishes every accepted task exactly once after a SIGKILL and a restart', async () => {
    // Jobs of the killed process come back after 6 s instead of 90 s, so the test stays short.
    const env = { ...storage.env, ...fixtureFetchEnv(site), CAIRN_JOB_EXPIRE_SECONDS: '6' };
    server = await startServer(main, env);
    const urls = distinctArticleUrls(site, 50, 'crash');
    const accepted: string[] = [];
    for (const url of urls) {
      const { status, taskId } = await submit(server.baseUrl, url);
      expect(status).toBe(202);
      accepted.push(taskId!);
    }

    // Kill it in the middle: some tasks done, some not.
    for (;;) {
      const states = await taskStates(server.baseUrl, accepted);
      if (states.some((s) => s.status === 'completed')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const before = await taskStates(server.baseUrl, accepted);
    server.child.kill('SIGKILL');
    await new Promise((r) => server!.child.once('exit', r));
    const doneBeforeKill = before.filter((s) => s.status === 'completed').length;
    expect(doneBeforeKill).toBeLessThan(accepted.length);

    server = await startServer(main, env);
    // Generous: on a loaded two-core CI machine 50 tasks on PGlite take minutes (the test is about correctness).
    const after = await waitUntilAllFinal(server.baseUrl, accepted, 420_000);
    expect(after.map((s) => s.status)).toEqual(accepted.map(() => 'completed'));
    // Tasks finished before the kill kept their completion time: nothing was done twice.
    for (const s of before.filter((b) => b.status === 'completed')) {
      expect(after.find((a) => a.task_id === s.task_id)?.completed_at).toBe(s.completed_at);
    }

    // Each stage ran once per task: one log entry per stage, and the cost is the sum of the log.
    for (const task of after) {
      expect(task.stages.map((e) => e.stage)).toEqual([
        'preview',
        'extraction',
        'cleaning',
        'resolution',
        'semantization',
      ]);
      const logged = task.stages.reduce((sum, e) => sum + e.tokens, 0);
      expect(task.token_costs.total).toBe(logged);
    }
    console.log(`crash recovery: killed with ${doneBeforeKill}/50 done; all 50 completed after restart`);
  }, 780_000);
});

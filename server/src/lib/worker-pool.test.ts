import { afterEach, describe, expect, it } from 'vitest';
import {
  createInlineRunner,
  createWorkerPool,
  type TaskRunner,
  WorkerPoolError,
  type WorkerPoolEvent,
  workerScript,
} from './worker-pool';

// The fixture runs from source here, so this also covers the TypeScript bootstrap (typescript-worker.mjs).
type FixtureTasks = {
  double: (n: number) => number;
  threadId: () => number;
  fail: (message: string) => never;
  crash: () => Promise<never>;
  spin: (ms: number) => string;
  spinSpan: (ms: number) => { thread: number; start: number; end: number };
  unclonable: () => unknown;
};

const script = () =>
  workerScript(import.meta.url, 'worker-pool.fixture-worker', './worker-pool.fixture-worker.ts');

const pools: TaskRunner<FixtureTasks>[] = [];
function pool(
  options: { size?: number; taskTimeoutMs?: number; onEvent?: (e: WorkerPoolEvent) => void } = {},
) {
  const created = createWorkerPool<FixtureTasks>({
    script: script(),
    size: options.size ?? 1,
    taskTimeoutMs: options.taskTimeoutMs ?? 10_000,
    onEvent: options.onEvent,
  });
  pools.push(created);
  return created;
}

async function rejection(promise: Promise<unknown>): Promise<WorkerPoolError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(WorkerPoolError);
    return error as WorkerPoolError;
  }
  throw new Error('expected the task to fail');
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('createWorkerPool', () => {
  it('runs tasks on worker threads, side by side', async () => {
    const p = pool({ size: 2 });
    expect(await p.run('double', 21)).toBe(42);
    const ids = await Promise.all([p.run('threadId', undefined), p.run('threadId', undefined)]);
    expect(ids.every((id) => id > 0)).toBe(true);
    // Two slow tasks run on two threads at once: their spans overlap. (A bound on the wall time had read
    // the machine's load, not the pool: under a full test run on two cores it failed at 814 ms.)
    const [a, b] = await Promise.all([p.run('spinSpan', 400), p.run('spinSpan', 400)]);
    expect(a.thread).not.toBe(b.thread);
    expect(a.start < b.end && b.start < a.end).toBe(true);
  });

  it('keeps the event loop free while a task computes', async () => {
    const p = pool();
    await p.run('double', 1); // started and ready
    const running = p.run('spin', 600);
    const lags: number[] = [];
    for (let i = 0; i < 10; i++) {
      const at = performance.now();
      await new Promise((r) => setTimeout(r, 20));
      lags.push(performance.now() - at - 20);
    }
    expect(await running).toBe('done');
    expect(Math.max(...lags)).toBeLessThan(200);
  });

  it('rejects a task that throws with its message, and keeps the thread', async () => {
    const p = pool();
    const before = await p.run('threadId', undefined);
    const error = await rejection(p.run('fail', 'bad input'));
    expect(error.kind).toBe('task');
    expect(error.message).toBe('bad input');
    expect(error.causeName).toBe('RangeError');
    expect(await p.run('threadId', undefined)).toBe(before);
    expect((await rejection(p.run('unclonable', undefined))).kind).toBe('task');
    expect(await p.run('double', 2)).toBe(4);
  });

  it('survives a crashed worker: that task fails, a new thread takes the rest', async () => {
    const events: WorkerPoolEvent[] = [];
    const p = pool({ onEvent: (e) => events.push(e) });
    const before = await p.run('threadId', undefined);
    const crashed = p.run('crash', undefined);
    const queued = p.run('double', 5);
    const error = await rejection(crashed);
    expect(error.kind).toBe('crashed');
    expect(error.message).toContain('boom');
    expect(await queued).toBe(10);
    expect(await p.run('threadId', undefined)).not.toBe(before);
    expect(events).toContainEqual(expect.objectContaining({ type: 'crashed', task: 'crash' }));
  });

  it('times out a task that runs too long, terminates its thread, and goes on', async () => {
    const events: WorkerPoolEvent[] = [];
    // A timeout well above the queued task's own run, so a loaded CI machine (a new thread takes a while to
    // start and load the task table) does not time the second task out as well.
    const p = pool({ taskTimeoutMs: 1_500, onEvent: (e) => events.push(e) });
    await p.run('double', 1);
    const started = performance.now();
    const stuck = p.run('spin', 60_000);
    // Queued behind the stuck task: its own clock starts only when a thread takes it.
    const queued = p.run('spin', 100);
    const error = await rejection(stuck);
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await queued).toBe('done');
    expect(events).toContainEqual({ type: 'timeout', task: 'spin', ms: 1_500 });
  });

  it('shuts down: queued and running tasks fail, threads exit, later calls are refused', async () => {
    const p = pool();
    await p.run('double', 1);
    const running = rejection(p.run('spin', 60_000));
    const queued = rejection(p.run('double', 2));
    const started = performance.now();
    await p.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await running).kind).toBe('closed');
    expect((await queued).kind).toBe('closed');
    expect((await rejection(p.run('double', 3))).kind).toBe('closed');
    await p.close(); // idempotent
  });

  it('fails waiting tasks instead of hanging when no worker can start', async () => {
    process.env.CAIRN_TEST_WORKER_BROKEN = '1';
    try {
      const events: WorkerPoolEvent[] = [];
      const p = pool({ onEvent: (e) => events.push(e) });
      const error = await rejection(p.run('double', 1));
      expect(error.kind).toBe('crashed');
      expect(error.message).toContain('cannot start');
      expect(events.some((e) => e.type === 'start-failed')).toBe(true);
    } finally {
      delete process.env.CAIRN_TEST_WORKER_BROKEN;
    }
  });
});

describe('createInlineRunner', () => {
  it('runs the same table on the calling thread', async () => {
    const inline = createInlineRunner(() => ({ double: (n: number) => n * 2 }));
    expect(inline.size).toBe(0);
    expect(await inline.run('double', 4)).toBe(8);
    await inline.close();
    expect((await rejection(inline.run('double', 1))).kind).toBe('closed');
  });
});

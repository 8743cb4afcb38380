// The worker the pool's tests run (worker-pool.test.ts): tasks that answer, throw, crash, hang.
import { threadId } from 'node:worker_threads';
import { serveTasks } from './worker-tasks';

if (process.env.CAIRN_TEST_WORKER_BROKEN === '1') throw new Error('this worker cannot start');

serveTasks({
  double: (n: number) => n * 2,
  threadId: () => threadId,
  fail: (message: string) => {
    throw new RangeError(message);
  },
  /** Throws outside the task, as a bug in a callback would: the whole thread dies. */
  crash: () => {
    setImmediate(() => {
      throw new Error('boom');
    });
    return new Promise(() => {});
  },
  /** Keeps the thread busy without yielding, as a pathological input would. */
  spin: (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {}
    return 'done';
  },
  /** Spins as `spin` does and says when it ran, on which thread (wall-clock milliseconds). */
  spinSpan: (ms: number) => {
    const start = Date.now();
    const end = start + ms;
    while (Date.now() < end) {}
    return { thread: threadId, start, end: Date.now() };
  },
  unclonable: () => ({ f: () => 1 }),
});

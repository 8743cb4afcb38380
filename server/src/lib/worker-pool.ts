/**
 * A small pool of worker threads for pure CPU functions (plain data in, plain data out), so that one
 * visitor's heavy input keeps a thread busy instead of the event loop every other request waits on.
 *
 * Each worker runs one task at a time; tasks wait in one FIFO queue. A task's timeout starts when a worker
 * takes it (time spent queued behind other work is not its fault) and ends by terminating that worker,
 * the only way to stop a synchronous loop. A worker that dies (a throw outside a task, out of memory, a
 * timeout) fails only the task it was running and is replaced; the queue moves on. The worker side of the
 * protocol is `serveTasks` (worker-tasks.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { TaskTable, WorkerMessage, WorkerRequest } from './worker-tasks';

export type WorkerPoolErrorKind = 'crashed' | 'timeout' | 'closed' | 'task';

/**
 * Why a task did not produce a result. `task`: the function itself threw (the same input would throw
 * again); `crashed` and `timeout`: the worker died or was stopped under it (a retry may succeed);
 * `closed`: the pool shut down first.
 */
export class WorkerPoolError extends Error {
  override name = 'WorkerPoolError';
  constructor(
    readonly kind: WorkerPoolErrorKind,
    message: string,
    /** For `task`: the name of the error thrown inside the worker. */
    readonly causeName?: string,
  ) {
    super(message);
  }
}

export function isWorkerPoolError(error: unknown): error is WorkerPoolError {
  return error instanceof WorkerPoolError;
}

/** What a pool runs: `run('name', input)` calls `tasks.name(input)` on some worker thread. */
export interface TaskRunner<T extends TaskTable> {
  run<K extends keyof T & string>(name: K, input: Parameters<T[K]>[0]): Promise<Awaited<ReturnType<T[K]>>>;
  /** Fails the queued tasks, stops the workers and waits for them to exit. Idempotent. */
  close(): Promise<void>;
  /** Workers the pool keeps (0 for an inline runner). */
  readonly size: number;
}

export interface WorkerScript {
  /** Path of the module the thread runs. */
  file: string;
  /** Data the worker reads as `workerData` (the TypeScript bootstrap gets the real entry here). */
  workerData?: unknown;
}

/**
 * A module the bundle ships as an entry point of its own: `<builtName>.js` beside the calling module when
 * running from the esbuild bundle (build.mjs puts every entry point flat in dist/), else the TypeScript
 * source beside the caller (run through tsx or vitest). `from` is the caller's `import.meta.url`.
 */
export function moduleBeside(from: string, builtName: string, sourceFile: string): URL {
  const built = new URL(`./${builtName}.js`, from);
  if (existsSync(built)) return built;
  const source = new URL(sourceFile, from);
  if (existsSync(source)) return source;
  throw new Error(`Missing module: neither ${fileURLToPath(built)} nor ${fileURLToPath(source)}`);
}

/**
 * A worker's script (see `moduleBeside`). TypeScript source is loaded through tsx by a small bootstrap
 * (tsx is a dev dependency; dist never needs it).
 */
export function workerScript(from: string, builtName: string, sourceFile: string): WorkerScript {
  const entry = moduleBeside(from, builtName, sourceFile);
  if (entry.pathname.endsWith('.js')) return { file: fileURLToPath(entry) };
  return {
    file: fileURLToPath(new URL('./typescript-worker.mjs', import.meta.url)),
    workerData: { entry: entry.href },
  };
}

export interface WorkerPoolOptions {
  script: WorkerScript;
  /** Threads to keep (at least 1). */
  size: number;
  /** Longest a worker may spend on one task before it is terminated and replaced. */
  taskTimeoutMs: number;
  /** Told about crashes, timeouts and restarts (the pool itself recovers). */
  onEvent?: (event: WorkerPoolEvent) => void;
  /** Per-thread V8 heap limits; default: whatever the process was started with. */
  resourceLimits?: ResourceLimits;
}

export type WorkerPoolEvent =
  | { type: 'crashed'; task: string | null; error: string }
  | { type: 'timeout'; task: string; ms: number }
  | { type: 'start-failed'; error: string; retryInMs: number };

interface Pending {
  id: number;
  task: string;
  input: unknown;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
  /** Set once the pool has given up on this worker (timed out, crashed, closing). */
  retired: boolean;
}

/** After this many workers in a row die before they are ready, the queue is failed instead of kept. */
const START_FAILURES_BEFORE_FAILING_QUEUE = 2;
const MAX_RESTART_DELAY_MS = 30_000;

export function createWorkerPool<T extends TaskTable>(options: WorkerPoolOptions): TaskRunner<T> {
  const size = Math.max(1, Math.floor(options.size));
  const queue: Pending[] = [];
  const slots = new Set<Slot>();
  let nextId = 1;
  let closed = false;
  let startFailures = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  const exits = new Set<Promise<unknown>>();

  function spawn() {
    if (closed) return;
    const worker = new Worker(options.script.file, {
      workerData: options.script.workerData,
      resourceLimits: options.resourceLimits,
    });
    const slot: Slot = { worker, ready: false, current: null, timer: null, retired: false };
    slots.add(slot);
    worker.unref(); // an idle pool never keeps the process alive; a busy worker is ref'd while it works

    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
        startFailures = 0;
        dispatch();
        return;
      }
      const pending = slot.current;
      if (!pending || pending.id !== message.id) return;
      finishTask(slot);
      if (message.ok) pending.resolve(message.output as never);
      else pending.reject(new WorkerPoolError('task', message.error.message, message.error.name));
      dispatch();
    });
    // 'error' is an uncaught exception in the worker (or it could not load); 'exit' always follows.
    let crash: string | null = null;
    worker.on('error', (error) => {
      crash = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    });
    const exited = new Promise<void>((resolve) => {
      worker.once('exit', (code) => {
        slots.delete(slot);
        exits.delete(exited);
        resolve();
        const pending = slot.current;
        finishTask(slot);
        if (slot.retired || closed) return;
        const reason = crash ?? `the worker exited with code ${code}`;
        options.onEvent?.({ type: 'crashed', task: pending?.task ?? null, error: reason });
        pending?.reject(new WorkerPoolError('crashed', `The worker thread died: ${reason}`));
        if (!slot.ready) return startFailed(reason);
        spawn();
        dispatch();
      });
    });
    exits.add(exited);
  }

  /** A worker that never got ready (a missing or broken script): retry later, and fail the queue. */
  function startFailed(reason: string) {
    startFailures++;
    const retryInMs = Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** (startFailures - 1));
    options.onEvent?.({ type: 'start-failed', error: reason, retryInMs });
    if (startFailures >= START_FAILURES_BEFORE_FAILING_QUEUE && readyCount() === 0) {
      // Nobody will take these: fail them now rather than let their callers wait forever.
      for (const pending of queue.splice(0))
        pending.reject(new WorkerPoolError('crashed', `No worker thread could start: ${reason}`));
    }
    if (restartTimer) return;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      while (!closed && slots.size < size) spawn();
    }, retryInMs);
    restartTimer.unref();
  }

  function readyCount() {
    let n = 0;
    for (const slot of slots) if (slot.ready && !slot.retired) n++;
    return n;
  }

  function finishTask(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.current = null;
    slot.worker.unref();
  }

  function dispatch() {
    for (const slot of slots) {
      if (!queue.length) return;
      if (!slot.ready || slot.retired || slot.current) continue;
      const pending = queue.shift()!;
      slot.current = pending;
      slot.worker.ref();
      slot.timer = setTimeout(() => timeOut(slot, pending), options.taskTimeoutMs);
      const request: WorkerRequest = { id: pending.id, task: pending.task, input: pending.input };
      try {
        slot.worker.postMessage(request);
      } catch (error) {
        // The input could not be copied to the thread (a function, a class with private state…).
        finishTask(slot);
        pending.reject(
          new WorkerPoolError('task', `Cannot send the task to a worker: ${(error as Error).message}`),
        );
      }
    }
  }

  function timeOut(slot: Slot, pending: Pending) {
    if (slot.current !== pending) return;
    slot.retired = true;
    finishTask(slot);
    options.onEvent?.({ type: 'timeout', task: pending.task, ms: options.taskTimeoutMs });
    pending.reject(
      new WorkerPoolError('timeout', `The ${pending.task} task ran longer than ${options.taskTimeoutMs} ms`),
    );
    void slot.worker.terminate();
    spawn();
    dispatch();
  }

  for (let i = 0; i < size; i++) spawn();

  return {
    size,
    run(name, input) {
      if (closed) return Promise.reject(new WorkerPoolError('closed', 'The worker pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, task: name, input, resolve, reject });
        dispatch();
      });
    },
    async close() {
      if (!closed) {
        closed = true;
        if (restartTimer) clearTimeout(restartTimer);
        for (const pending of queue.splice(0))
          pending.reject(new WorkerPoolError('closed', 'The worker pool is closed'));
        for (const slot of slots) {
          slot.retired = true;
          const pending = slot.current;
          finishTask(slot);
          pending?.reject(new WorkerPoolError('closed', 'The worker pool closed while the task ran'));
          void slot.worker.terminate();
        }
      }
      await Promise.all([...exits]);
    },
  };
}

/**
 * The same interface on the calling thread: for batch work and `CAIRN_PIPELINE_THREADS=0`. The table is
 * loaded on the first task, so a process that never runs one inline never loads it.
 */
export function createInlineRunner<T extends TaskTable>(load: () => T | Promise<T>): TaskRunner<T> {
  let closed = false;
  let tasks: Promise<T> | undefined;
  return {
    size: 0,
    async run(name, input) {
      if (closed) throw new WorkerPoolError('closed', 'The task runner is closed');
      tasks ??= Promise.resolve(load());
      const task = (await tasks)[name];
      if (!task) throw new WorkerPoolError('task', `Unknown task ${name}`);
      return (await task(input)) as never;
    },
    async close() {
      closed = true;
    },
  };
}

/**
 * The worker side of `createWorkerPool` (worker-pool.ts): a worker module calls `serveTasks` with its table
 * of pure functions, says it is ready, then answers one request at a time. A function that throws answers
 * an error (the pool rejects that task); anything thrown outside a task kills the thread, and the pool
 * replaces it.
 */
import { parentPort } from 'node:worker_threads';

// biome-ignore lint/suspicious/noExplicitAny: a table of functions of any one argument; callers see exact types
export type TaskTable = Record<string, (input: any) => unknown>;

export interface WorkerRequest {
  id: number;
  task: string;
  input: unknown;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'result'; id: number; ok: true; output: unknown }
  | { type: 'result'; id: number; ok: false; error: { name: string; message: string } };

export function serveTasks(tasks: TaskTable): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs inside a worker thread');
  port.on('message', async (request: WorkerRequest) => {
    let reply: WorkerMessage;
    try {
      const task = Object.hasOwn(tasks, request.task) ? tasks[request.task] : undefined;
      if (!task) throw new Error(`Unknown task ${request.task}`);
      reply = { type: 'result', id: request.id, ok: true, output: await task(request.input) };
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      reply = { type: 'result', id: request.id, ok: false, error: { name, message } };
    }
    try {
      port.postMessage(reply);
    } catch (error) {
      // The output could not be copied back (a function, a symbol…): an error in the task, not the thread.
      port.postMessage({
        type: 'result',
        id: request.id,
        ok: false,
        error: { name: 'DataCloneError', message: (error as Error).message },
      } satisfies WorkerMessage);
    }
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
}

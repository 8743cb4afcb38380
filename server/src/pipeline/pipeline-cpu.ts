/**
 * Where the pipeline's CPU work runs (cpu-tasks.ts): a pool of worker threads in the server, or the
 * calling thread. This module imports the task table as a type only: the main thread of a server with
 * threads never loads the parsers, the entity lexicons or the GeoNames index.
 */
import {
  createInlineRunner,
  createWorkerPool,
  moduleBeside,
  type TaskRunner,
  type WorkerPoolEvent,
  workerScript,
} from '../lib/worker-pool';
import type { PipelineTasks } from './cpu-tasks';

/** Where the stages send their CPU work. */
export type PipelineCpu = TaskRunner<PipelineTasks>;

/**
 * The stages' CPU work on the calling thread, loaded on first use: the default for code that drives stages
 * directly (tests), and the server's choice only when `CAIRN_PIPELINE_THREADS=0`.
 */
export function inlinePipelineCpu(): PipelineCpu {
  return createInlineRunner(loadPipelineTasks);
}

/**
 * Not `import('./cpu-tasks')`: esbuild would bundle the table into main.js and hoist its packages'
 * imports (linkedom, Readability, eld, compromise: ~200 MB resident) to the top of the file, loading them
 * at every start even when the work runs on threads. The bundle ships the table as its own file
 * (`dist/cpu-tasks.js`, build.mjs), imported here by URL on first use.
 */
async function loadPipelineTasks(): Promise<PipelineTasks> {
  const url = moduleBeside(import.meta.url, 'cpu-tasks', './cpu-tasks.ts');
  return ((await import(url.href)) as typeof import('./cpu-tasks')).PIPELINE_TASKS;
}

export interface PipelineCpuOptions {
  /** 0: on the calling thread. */
  threads: number;
  taskTimeoutMs: number;
  onEvent?: (event: WorkerPoolEvent) => void;
}

/** The server's pool: `dist/pipeline-worker.js` from the bundle, `pipeline-worker.ts` from source. */
export function createPipelineCpu(options: PipelineCpuOptions): PipelineCpu {
  if (options.threads === 0) return inlinePipelineCpu();
  return createWorkerPool<PipelineTasks>({
    script: workerScript(import.meta.url, 'pipeline-worker', './pipeline-worker.ts'),
    size: options.threads,
    taskTimeoutMs: options.taskTimeoutMs,
    onEvent: options.onEvent,
    // A thread's young generation defaults to V8's size for a whole process. The pipeline's big strings go
    // to large-object space anyway, and a small nursery keeps ~20 MB less resident per thread: with it the
    // server stayed under bench:pipeline's 400 MB (388–393 MB; 415–435 MB without).
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
}

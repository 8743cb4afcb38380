// Runs a worker thread's TypeScript entry from source (tsx, vitest): Node's `--import tsx` does not reach
// worker threads on Node 20, so the thread registers tsx itself. The bundle in dist/ never comes here: it
// starts the built `.js` worker directly (worker-pool.ts, workerScript).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

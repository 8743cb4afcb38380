/**
 * A pipeline worker thread (cpu-tasks.ts): runs the stages' CPU work so the server's event loop stays free
 * for requests. Bundled as `dist/pipeline-worker.js` beside `dist/main.js` (build.mjs).
 */
import { serveTasks } from '../lib/worker-tasks';
import { PIPELINE_TASKS } from './cpu-tasks';

serveTasks(PIPELINE_TASKS);

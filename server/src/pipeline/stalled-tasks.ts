import { and, lt, notInArray } from 'drizzle-orm';
import type { Drizzle } from '../db/database';
import { tasks } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Pipeline } from './pipeline';

/** A task that has not moved for this long has lost its job (a crash between insert and enqueue). */
export const DEFAULT_STALLED_AFTER_MS = 180_000;

/**
 * Finds accepted tasks that no job will move on and queues their first stage again. Stages skip work that
 * finished before, so a task that was merely slow is not processed twice.
 */
export async function requeueStalledTasks(deps: {
  db: Drizzle;
  pipeline: Pipeline;
  now?: () => Date;
  stalledAfterMs?: number;
}) {
  const cutoff = new Date(
    (deps.now?.() ?? new Date()).getTime() - (deps.stalledAfterMs ?? DEFAULT_STALLED_AFTER_MS),
  );
  const stalled = await deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(notInArray(tasks.status, ['completed', 'blocked', 'failed']), lt(tasks.updatedAt, cutoff)))
    .limit(500);
  for (const task of stalled) await deps.pipeline.start(task.id);
  return stalled.length;
}

export function startStalledTaskSweeper(deps: {
  db: Drizzle;
  pipeline: Pipeline;
  log: Logger;
  stalledAfterMs: number;
}) {
  const sweep = () =>
    requeueStalledTasks(deps).then(
      (n) => n && deps.log.warn({ tasks: n }, 're-queued stalled tasks'),
      (error) => deps.log.error({ err: error }, 'stalled-task sweep failed'),
    );
  void sweep();
  const timer = setInterval(sweep, Math.max(1_000, deps.stalledAfterMs / 4));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

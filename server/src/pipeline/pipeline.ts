import type { RevisionCause } from '@cairn/shared/contracts/builder';
import type { PipelineStage, StageLogEntry, TokenCosts } from '@cairn/shared/contracts/tasks';
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { Drizzle } from '../db/database';
import { pages, tasks } from '../db/schema';
import { EMPTY_KNOWLEDGE_BASE, type KnowledgeBase } from '../intelligence/entities/knowledge-base';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../lib/logger';
import { isWorkerPoolError } from '../lib/worker-pool';
import type { GuardedFetchOptions } from './fetch/guarded-fetch';
import { inlinePipelineCpu, type PipelineCpu } from './pipeline-cpu';
import { cleaningStage } from './stages/cleaning-stage';
import { extractionStage } from './stages/extraction-stage';
import { previewStage } from './stages/preview-stage';
import { resolutionStage } from './stages/resolution-stage';
import { semantizationStage } from './stages/semantization-stage';
import type { Stage, StageContext, StageOutcome } from './stages/stage';
import { recomposeStory } from './story-resolution/recompose-story';

/** The stages, in SPEC §4's order: Preview, Extract, Clean, Resolve, Analyze. */
export const DEFAULT_STAGES: readonly Stage[] = [
  previewStage,
  extractionStage,
  cleaningStage,
  resolutionStage,
  semantizationStage,
];

const FINAL_STATUSES = ['completed', 'blocked', 'failed'] as const;

// What runStage reads for a stage (StageTask, StagePage in stages/stage.ts): everything but the raw input.
const { inputText: _inputText, ...stageTaskColumns } = getTableColumns(tasks);
const { html: _html, sourceText: _sourceText, ...stagePageColumns } = getTableColumns(pages);
export const stageJobName = (stage: PipelineStage) => `pipeline.${stage}`;

/**
 * A job that was active when its process died is handed out again after this long. Every stage is well
 * under it (a fetch gives up after 45 s), and a redelivered stage is a no-op when it already finished.
 */
export const DEFAULT_STAGE_EXPIRE_SECONDS = 90;

export interface PipelineDeps {
  db: Drizzle;
  jobs: JobQueue;
  log: Logger;
  fetchOptions?: GuardedFetchOptions;
  stages?: readonly Stage[];
  now?: () => Date;
  expireInSeconds?: number;
  knowledgeBase?: KnowledgeBase;
  /**
   * Where the stages' parsing and analysis run. The server passes its worker threads (main.ts); without
   * one they run on the calling thread, which suits tests that drive stages one at a time.
   */
  cpu?: PipelineCpu;
}

/** How many more times the queue will deliver this job if it fails (0: this is the last attempt). */
export interface StageAttempt {
  retriesLeft: number;
}

export interface Pipeline {
  /** Queues the first stage of a task (the task row exists already). */
  start(taskId: string): Promise<void>;
  /** Queues one stage of an existing task: a builder's 'Re-extract Claims' starts at semantization. */
  startAt(stage: PipelineStage, taskId: string): Promise<void>;
  /** Recomposes a story now (a source was removed) and records the revision with its cause. */
  recompose(storyId: string, cause: RevisionCause): Promise<void>;
  /** Runs one stage of one task: what a worker does with a job. Exposed for tests. */
  runStage(stage: PipelineStage, taskId: string, attempt?: StageAttempt): Promise<void>;
  /** Starts this process's workers, one per stage. */
  work(): Promise<void>;
  stages: readonly Stage[];
}

function tokenField(stage: PipelineStage): keyof Omit<TokenCosts, 'total'> | null {
  if (stage === 'extraction' || stage === 'cleaning' || stage === 'semantization') return stage;
  return null;
}

export function createPipeline(deps: PipelineDeps): Pipeline {
  const stages = deps.stages ?? DEFAULT_STAGES;
  const now = deps.now ?? (() => new Date());
  const ctx: StageContext = {
    db: deps.db,
    log: deps.log,
    fetchOptions: deps.fetchOptions ?? {},
    now,
    knowledgeBase: deps.knowledgeBase ?? EMPTY_KNOWLEDGE_BASE,
    cpu: deps.cpu ?? inlinePipelineCpu(),
    async readSource(pageId) {
      const [source] = await deps.db
        .select({ html: pages.html, sourceText: pages.sourceText })
        .from(pages)
        .where(eq(pages.id, pageId))
        .limit(1);
      return source ?? { html: null, sourceText: null };
    },
  };

  async function enqueue(stage: PipelineStage, taskId: string) {
    await deps.jobs.send(
      stageJobName(stage),
      { taskId },
      {
        retryLimit: 3,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: deps.expireInSeconds ?? DEFAULT_STAGE_EXPIRE_SECONDS,
      },
    );
  }

  /** Final states are written once: the WHERE clause makes a second writer a no-op. */
  async function finish(taskId: string, status: (typeof FINAL_STATUSES)[number], error: string | null) {
    await deps.db
      .update(tasks)
      .set({ status, error, completedAt: now(), updatedAt: now() })
      .where(and(eq(tasks.id, taskId), notInArray(tasks.status, [...FINAL_STATUSES])));
  }

  async function runStage(
    stageName: PipelineStage,
    taskId: string,
    attempt: StageAttempt = { retriesLeft: 0 },
  ) {
    const index = stages.findIndex((s) => s.name === stageName);
    const stage = stages[index];
    if (!stage) throw new Error(`Unknown pipeline stage ${stageName}`);
    const [task] = await deps.db.select(stageTaskColumns).from(tasks).where(eq(tasks.id, taskId)).limit(1);
    if (!task || (FINAL_STATUSES as readonly string[]).includes(task.status)) return;
    const log = (task.stageLog as StageLogEntry[]) ?? [];
    const next = stages[index + 1];

    // Delivered again after a crash: the stage finished before, so only the hand-over may be missing.
    if (log.some((entry) => entry.stage === stageName)) {
      if (next) await enqueue(next.name, taskId);
      else await finish(taskId, 'completed', null);
      return;
    }

    const [page] = task.pageId
      ? await deps.db.select(stagePageColumns).from(pages).where(eq(pages.id, task.pageId)).limit(1)
      : [];
    if (!page) {
      await finish(taskId, 'failed', 'Unable to extract content');
      return;
    }

    await deps.db
      .update(tasks)
      .set({ status: 'extracting', currentStage: stageName, updatedAt: now() })
      .where(and(eq(tasks.id, taskId), notInArray(tasks.status, [...FINAL_STATUSES])));

    const started = now();
    let outcome: StageOutcome;
    try {
      outcome = await stage.run(task, page, ctx);
    } catch (error) {
      if (isWorkerPoolError(error) && error.kind !== 'task') {
        // The thread under the stage died, was stopped for running too long, or is shutting down: not
        // necessarily this input's fault, so the queue delivers the job again (shutdown: to the next
        // process). Only when no retry is left does the task end, rather than go round the sweeper forever.
        if (error.kind === 'closed' || attempt.retriesLeft > 0) throw error;
        deps.log.error({ err: error, stage: stageName, taskId }, 'pipeline stage gave up on its worker');
        outcome = { kind: 'failed', message: 'This article is too large to process' };
      } else {
        // A stage that throws has met input it cannot handle; retrying would throw again. The task ends
        // with a reason instead of staying open (database errors outside the stage are still retried).
        deps.log.error({ err: error, stage: stageName, taskId }, 'pipeline stage threw');
        outcome = { kind: 'failed', message: 'Unable to extract content' };
      }
    }
    const finished = now();
    const tokens = outcome.kind === 'next' || outcome.kind === 'complete' ? (outcome.tokens ?? 0) : 0;
    const entry: StageLogEntry = {
      stage: stageName,
      started_at: started.toISOString(),
      finished_at: finished.toISOString(),
      ms: finished.getTime() - started.getTime(),
      tokens,
      outcome: outcome.kind,
    };
    const field = tokenField(stageName);
    // Append the log entry and add this stage's tokens in one statement, so they cannot disagree, and only
    // if no other delivery of this stage recorded it first: two deliveries may both do the (idempotent)
    // work, but exactly one records it and hands the task on.
    const recorded = await deps.db
      .update(tasks)
      .set({
        stageLog: sql`${tasks.stageLog} || ${JSON.stringify([entry])}::jsonb`,
        tokenCosts: field
          ? sql`jsonb_set(coalesce(${tasks.tokenCosts}, '{}'::jsonb), ${`{${field}}`}::text[], to_jsonb(coalesce((${tasks.tokenCosts}->>${field})::int, 0) + ${tokens}))`
          : tasks.tokenCosts,
        updatedAt: finished,
      })
      .where(
        and(
          eq(tasks.id, taskId),
          sql`not (${tasks.stageLog} @> ${JSON.stringify([{ stage: stageName }])}::jsonb)`,
        ),
      )
      .returning({ id: tasks.id });
    if (recorded.length === 0) return;

    if (outcome.kind === 'blocked') return finish(taskId, 'blocked', outcome.message);
    if (outcome.kind === 'failed') return finish(taskId, 'failed', outcome.message);
    if (outcome.kind === 'next' && next) return enqueue(next.name, taskId);
    return finish(taskId, 'completed', null);
  }

  return {
    stages,
    async start(taskId) {
      const first = stages[0];
      if (first) await enqueue(first.name, taskId);
    },
    async startAt(stage, taskId) {
      await enqueue(stage, taskId);
    },
    async recompose(storyId, cause) {
      await recomposeStory(
        deps.db,
        storyId,
        now(),
        (story, at) => ctx.cpu.run('composeStory', { story, now: at }),
        cause,
      );
    },
    runStage,
    async work() {
      for (const stage of stages) {
        await deps.jobs.work<{ taskId: string }>(
          stageJobName(stage.name),
          async (job) => {
            try {
              await runStage(stage.name, job.data.taskId, { retriesLeft: job.retriesLeft ?? 0 });
            } catch (error) {
              deps.log.error(
                { err: error, stage: stage.name, taskId: job.data.taskId },
                'pipeline stage crashed',
              );
              throw error; // pg-boss retries it
            }
          },
          { pollingIntervalSeconds: 0.5, batchSize: stage.concurrency },
        );
      }
    },
  };
}

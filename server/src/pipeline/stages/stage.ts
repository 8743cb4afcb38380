import type { PipelineStage } from '@cairn/shared/contracts/tasks';
import type { Drizzle } from '../../db/database';
import type { PageRow, TaskRow } from '../../db/schema';
import type { KnowledgeBase } from '../../intelligence/entities/knowledge-base';
import type { Logger } from '../../lib/logger';
import type { GuardedFetchOptions } from '../fetch/guarded-fetch';
import type { PipelineCpu } from '../pipeline-cpu';

export interface StageContext {
  db: Drizzle;
  log: Logger;
  /** Options for every outbound fetch (tests and the local fixture site allow loopback). */
  fetchOptions: GuardedFetchOptions;
  now: () => Date;
  /** Wikidata ids for resolved entities, from CAIRN_WIKIDATA_FILE (empty when none is configured). */
  knowledgeBase: KnowledgeBase;
  /**
   * Where parsing and analysis run (cpu-tasks.ts): worker threads in the server, so a large input never
   * stalls other requests. A stage keeps only database work and cheap bookkeeping on the event loop.
   */
  cpu: PipelineCpu;
  /** The page's raw input, which `StagePage` leaves out: only the stages that parse it read it. */
  readSource(pageId: string): Promise<Pick<PageRow, 'html' | 'sourceText'>>;
}

/** A task as a stage reads it: without the submitted text (the page holds it as `source_text`). */
export type StageTask = Omit<TaskRow, 'inputText'>;

/**
 * A page as a stage gets it: without its raw input (`html`, up to 5 MB, and `source_text`, up to 200,000
 * characters), which only preview and extraction read, through `ctx.readSource`. Stages run on the event
 * loop, where decoding those for every stage of every task showed up as stalls of other requests (issue
 * 10).
 */
export type StagePage = Omit<PageRow, 'html' | 'sourceText'>;

/** What a stage decided; the runner records it and moves the task on. */
export type StageOutcome =
  | { kind: 'next'; tokens?: number }
  | { kind: 'complete'; tokens?: number }
  | { kind: 'blocked'; message: string }
  | { kind: 'failed'; message: string };

/**
 * One pipeline stage. It reads the task and its page and writes only to the page (keyed by the page id),
 * so running it twice for one task (a job delivered again after a crash) changes nothing.
 */
export interface Stage {
  name: PipelineStage;
  /**
   * Jobs of this stage one process runs side by side. Waiting on the network is cheap, so fetching runs
   * wide; parsing is CPU and memory (a DOM per page), so it gains nothing from running wide.
   */
  concurrency: number;
  run(task: StageTask, page: StagePage, ctx: StageContext): Promise<StageOutcome>;
}

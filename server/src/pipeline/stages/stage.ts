import type { PipelineStage } from '@cairn/shared/contracts/tasks';
import type { Drizzle } from '../../db/database';
import type { PageRow, TaskRow } from '../../db/schema';
import type { KnowledgeBase } from '../../intelligence/entities/knowledge-base';
import type { Logger } from '../../lib/logger';
import type { GuardedFetchOptions } from '../fetch/guarded-fetch';

export interface StageContext {
  db: Drizzle;
  log: Logger;
  /** Options for every outbound fetch (tests and the local fixture site allow loopback). */
  fetchOptions: GuardedFetchOptions;
  now: () => Date;
  /** Wikidata ids for resolved entities, from CAIRN_WIKIDATA_FILE (empty when none is configured). */
  knowledgeBase: KnowledgeBase;
}

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
  run(task: TaskRow, page: PageRow, ctx: StageContext): Promise<StageOutcome>;
}

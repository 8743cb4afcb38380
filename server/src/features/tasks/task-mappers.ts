import type {
  PipelineStage,
  StageLogEntry,
  TaskResponse,
  TaskResult,
  TokenCosts,
} from '@cairn/shared/contracts/tasks';
import type { PageRow, TaskRow } from '../../db/schema';
import type { ExtractedArticle } from '../../pipeline/extraction/extract-article';

export function tokenCostsOf(row: Pick<TaskRow, 'tokenCosts'>): TokenCosts {
  const raw = (row.tokenCosts ?? {}) as Partial<TokenCosts>;
  const extraction = raw.extraction ?? 0;
  const cleaning = raw.cleaning ?? 0;
  const semantization = raw.semantization ?? 0;
  return { extraction, cleaning, semantization, total: extraction + cleaning + semantization };
}

/** SPEC §3 'Task' result, from the page's extraction. */
export function toTaskResult(page: Pick<PageRow, 'extraction' | 'updatedAt'>): TaskResult | null {
  const a = page.extraction as ExtractedArticle | null;
  if (!a) return null;
  return {
    title: a.title,
    domain: a.domain,
    canonical_url: a.canonical_url,
    author: a.author,
    publish_date: a.published_at,
    word_count: a.word_count,
    reading_time_minutes: a.reading_time_minutes,
    processing_time_ms: a.processing_time_ms,
    meta_description: a.meta_description,
    content_text: a.text,
    is_readable: a.is_readable,
    block_detection: null,
    updated_at: page.updatedAt.toISOString(),
    og_metadata: a.og_metadata,
    image_url: a.image ?? null,
    screenshot_url: null,
    language: a.language,
    language_confidence: a.language_confidence,
    site_name: a.site_name,
  };
}

/** Reads no raw input (`input_text`, `html`, `source_text`): load-task.ts leaves those out. */
export function toTaskResponse(
  task: Omit<TaskRow, 'inputText'>,
  page: Omit<PageRow, 'html' | 'sourceText'> | undefined,
): TaskResponse {
  return {
    task_id: task.id,
    status: task.status,
    current_stage: (task.currentStage as PipelineStage | null) ?? null,
    completed_at: task.completedAt?.toISOString() ?? null,
    created_at: task.createdAt.toISOString(),
    url: task.url,
    user_id: task.userId,
    error: task.error,
    cache_hit: task.cacheHit,
    token_costs: tokenCostsOf(task),
    result: page ? toTaskResult(page) : null,
    preview_meta: (page?.preview as TaskResponse['preview_meta']) ?? null,
    clean_result: (page?.cleaning as TaskResponse['clean_result']) ?? null,
    story_match: (task.storyMatch as TaskResponse['story_match']) ?? null,
    semantic_data: task.semanticData ?? null,
    stages: (task.stageLog as StageLogEntry[] | null) ?? [],
  };
}

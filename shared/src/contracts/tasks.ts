import { z } from '@cairn/shared/zod';

/** Server-side task status (SPEC §4). `extracting` is shown as 'Matching stories...'. */
export const taskStatusSchema = z.enum([
  'pending',
  'processing',
  'extracting',
  'completed',
  'blocked',
  'failed',
]);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** Pipeline stages in order (SPEC §4 builder: labels Preview, Extract, Clean, Resolve, Analyze). */
export const PIPELINE_STAGES = ['preview', 'extraction', 'cleaning', 'resolution', 'semantization'] as const;
export const pipelineStageSchema = z.enum(PIPELINE_STAGES);
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

/** Tokens really processed by each stage (counted by the stage that ran; never estimated). */
export const tokenCostsSchema = z.object({
  extraction: z.number().int().nonnegative(),
  cleaning: z.number().int().nonnegative(),
  semantization: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TokenCosts = z.infer<typeof tokenCostsSchema>;

export const blockDetectionSchema = z.object({
  blocked: z.boolean(),
  reason: z.string().nullable(),
  signals: z.array(z.string()),
});

/** SPEC §3 'Task' result: what extraction produced. */
export const taskResultSchema = z.object({
  title: z.string().nullable(),
  domain: z.string().nullable(),
  canonical_url: z.string().nullable(),
  author: z.string().nullable(),
  publish_date: z.string().nullable(),
  word_count: z.number().int(),
  reading_time_minutes: z.number().int(),
  processing_time_ms: z.number(),
  meta_description: z.string().nullable(),
  content_text: z.string(),
  is_readable: z.boolean(),
  block_detection: blockDetectionSchema.nullable(),
  updated_at: z.string(),
  og_metadata: z.record(z.string(), z.string()),
  screenshot_url: z.string().nullable(),
  language: z.string().nullable(),
  language_confidence: z.number().nullable(),
  site_name: z.string().nullable(),
});
export type TaskResult = z.infer<typeof taskResultSchema>;

/** SPEC §3 'Task' preview_meta: enough for a submission card. */
export const previewMetaSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  site_name: z.string().nullable(),
  author: z.string().nullable(),
  domain: z.string().nullable(),
  url: z.string().nullable(),
  favicon: z.string().nullable(),
});
export type PreviewMeta = z.infer<typeof previewMetaSchema>;

/** SPEC §3 'Story match'. */
export const storyMatchSchema = z.object({
  is_new: z.boolean(),
  match_score: z.number().min(0).max(1),
  matched_story_title: z.string().nullable(),
  story_id: z.string().uuid(),
});
export type StoryMatch = z.infer<typeof storyMatchSchema>;

/** SPEC §3 'Clean result'. */
export const cleanResultSchema = z.object({
  is_valid: z.boolean(),
  message: z.string(),
  flags: z.array(z.string()),
  cleaned_data: z.object({
    title: z.string().nullable(),
    author: z.string().nullable(),
    publish_date: z.string().nullable(),
  }),
  token_usage: z.number().int().nonnegative(),
});
export type CleanResult = z.infer<typeof cleanResultSchema>;

/** One finished stage of a task: the named steps the task page shows (DESIGN §5). */
export const stageLogEntrySchema = z.object({
  stage: pipelineStageSchema,
  started_at: z.string(),
  finished_at: z.string(),
  ms: z.number(),
  tokens: z.number().int(),
  outcome: z.enum(['next', 'complete', 'blocked', 'failed']),
});
export type StageLogEntry = z.infer<typeof stageLogEntrySchema>;

/** `GET /api/task/{taskId}` (SPEC §7). `semantic_data` is shaped by the analysis stage. */
export const taskResponseSchema = z.object({
  task_id: z.string().uuid(),
  status: taskStatusSchema,
  current_stage: pipelineStageSchema.nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  url: z.string().nullable(),
  user_id: z.string().uuid(),
  error: z.string().nullable(),
  cache_hit: z.boolean(),
  token_costs: tokenCostsSchema,
  result: taskResultSchema.nullable(),
  preview_meta: previewMetaSchema.nullable(),
  clean_result: cleanResultSchema.nullable(),
  story_match: storyMatchSchema.nullable(),
  semantic_data: z.unknown().nullable(),
  stages: z.array(stageLogEntrySchema),
});
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/** `GET /api/task/{taskId}/preview`: the task page's header (SPEC §2 'Task page', §3 'Task preview'). */
export const taskPreviewSchema = z.object({
  preview_image: z.object({ url: z.string() }).nullable(),
  title: z.string().nullable(),
  url: z.string().nullable(),
  domain: z.string().nullable(),
  publisher: z.object({
    name: z.string().nullable(),
    favicon: z.string().nullable(),
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
  }),
  metadata: z.object({
    language: z.string().nullable(),
    language_name: z.string().nullable(),
    section: z.string().nullable(),
    tags: z.array(z.string()),
  }),
  metrics: z.object({ language_confidence: z.number().nullable() }),
});
export type TaskPreview = z.infer<typeof taskPreviewSchema>;

/** `POST /api/seed` (SPEC §7). */
export const seedRequestSchema = z.object({
  content: z.string().max(200_000, 'The submission is too long (200,000 characters at most)'),
  user_id: z.string().optional(),
});
export const seedResponseSchema = z.object({
  task_id: z.string().uuid(),
  status: taskStatusSchema,
  user_id: z.string().uuid(),
  cache_hit: z.boolean(),
});
export type SeedResponse = z.infer<typeof seedResponseSchema>;

/** `GET /api/check?url=` (SPEC §7). */
export const checkResponseSchema = z.object({
  cache_hit: z.boolean(),
  task_id: z.string().uuid().nullable(),
  result: taskResultSchema.nullable(),
  semantic_data: z.unknown().nullable(),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

/** `POST /api/story/{id}/add-page` (SPEC §7). */
export const addPageRequestSchema = z.object({ url: z.string() });
export const addPageResponseSchema = z.object({ task_id: z.string().uuid(), status: taskStatusSchema });

import { z } from '@cairn/shared/zod';
import { fillApiRoute, withQuery } from './api-paths';
import { pipelineStageSchema, stageLogOutcomeSchema, taskStatusSchema } from './vocabulary';

// Declared in ./vocabulary.ts; server/src/pipeline and server/src/http still import it from here.
export type { PipelineStage } from './vocabulary';

/** Tasks (SPEC §3, §4, §7): a submission's way through the pipeline, its results and its actions. */
export const taskRoutes = {
  seed: '/api/seed',
  addPage: '/api/story/:id/add-page',
  detail: '/api/task/:taskId',
  preview: '/api/task/:taskId/preview',
  clean: '/api/task/:taskId/clean',
  semantize: '/api/task/:taskId/semantize',
  check: '/api/check',
} as const;

export const taskPaths = {
  seed: () => taskRoutes.seed,
  addPage: (storyId: string) => fillApiRoute(taskRoutes.addPage, { id: storyId }),
  detail: (taskId: string) => fillApiRoute(taskRoutes.detail, { taskId }),
  preview: (taskId: string) => fillApiRoute(taskRoutes.preview, { taskId }),
  clean: (taskId: string) => fillApiRoute(taskRoutes.clean, { taskId }),
  semantize: (taskId: string) => fillApiRoute(taskRoutes.semantize, { taskId }),
  check: (url: string) => withQuery(taskRoutes.check, { url }),
};

/** `{ taskId }` of the `/api/task/:taskId` routes: a UUID, else the caller's 400. */
export const taskIdParamsSchema = z.object({ taskId: z.uuid() });

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
  /** The page's `og:*` / `twitter:*` tags; those naming an address are absolute http(s) URLs or absent. */
  og_metadata: z.record(z.string(), z.string()),
  /** The lead image, an absolute http(s) URL checked by the server: the one image field to show. */
  image_url: z.string().nullable(),
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
  /** Absolute http(s) URL or null (like `favicon`): the server drops every other scheme. */
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
  outcome: stageLogOutcomeSchema,
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
  /** Absolute http(s) URL, checked by the server (as is `publisher.favicon`). */
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
export const checkQuerySchema = z.object({ url: z.string().min(1, 'url is required').max(8192) });
export const checkResponseSchema = z.object({
  cache_hit: z.boolean(),
  task_id: z.string().uuid().nullable(),
  result: taskResultSchema.nullable(),
  semantic_data: z.unknown().nullable(),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

/** `POST /api/story/{id}/add-page` (SPEC §7). */
export const addPageRequestSchema = z.object({
  url: z.string(),
  /** The builder's Text tab (SPEC §2 variant 1): pasted article text; `url` (its source) may then be ''. */
  text: z.string().max(200_000).optional(),
});
export const addPageResponseSchema = z.object({ task_id: z.string().uuid(), status: taskStatusSchema });
export type AddPageResponse = z.infer<typeof addPageResponseSchema>;

/** `POST /api/task/{taskId}/clean`: the stored (or just computed) clean result. */
export const cleanResponseSchema = z.object({ success: z.literal(true), clean_result: cleanResultSchema });
export type CleanResponse = z.infer<typeof cleanResponseSchema>;

/** `POST /api/task/{taskId}/semantize`: the stored analysis (`semantic_data`, shaped by the analysis stage). */
export const semantizeResponseSchema = z.object({ success: z.literal(true), semantic_data: z.unknown() });
export type SemantizeResponse = z.infer<typeof semantizeResponseSchema>;

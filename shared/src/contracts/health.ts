import { z } from '@cairn/shared/zod';

/** `GET /api/health`. `status` is `ok` only when the database and the job queue both answer. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    ok: z.boolean(),
    kind: z.enum(['pglite', 'postgres']),
    latency_ms: z.number().nullable(),
    error: z.string().optional(),
  }),
  jobs: z.object({
    ok: z.boolean(),
    queued: z.number().int().nullable(),
    active: z.number().int().nullable(),
    failed: z.number().int().nullable(),
    error: z.string().optional(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

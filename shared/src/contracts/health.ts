import { z } from '@cairn/shared/zod';
import { DATABASE_KINDS, SERVICE_STATUSES } from './vocabulary';

export const healthRoutes = {
  health: '/api/health',
} as const;

export const healthPaths = {
  health: () => healthRoutes.health,
};

/** `GET /api/health`. `status` is `ok` only when the database and the job queue both answer. */
export const healthResponseSchema = z.object({
  status: z.enum(SERVICE_STATUSES),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    ok: z.boolean(),
    kind: z.enum(DATABASE_KINDS),
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

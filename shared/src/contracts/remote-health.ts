import { z } from '@cairn/shared/zod';
import { canarySchema, registryDecisionSchema, releaseVersionSchema, remoteNameSchema } from './remotes';

/**
 * The health of each remote as visitors see it: the host reports how its remote screens load
 * (`POST /api/telemetry`), ops read it per remote and version (`GET /api/ops/remotes`,
 * `npm run remotes -- status`), and the server rolls back a canary that fails more than its budget.
 */
export const remoteHealthRoutes = {
  telemetry: '/api/telemetry',
  status: '/api/ops/remotes',
} as const;

export const remoteHealthPaths = {
  telemetry: () => remoteHealthRoutes.telemetry,
  status: () => remoteHealthRoutes.status,
};

/**
 * What happened to one remote screen on one page:
 * - `load`: its code loaded, in `load_ms` from the slot asking for it;
 * - `load_failure`: its entry or chunks could not be fetched or evaluated;
 * - `load_timeout`: it did not answer within the slot's timeout;
 * - `render_error`: it loaded, then threw while rendering (the slot's error boundary caught it).
 */
export const TELEMETRY_KINDS = ['load', 'load_failure', 'load_timeout', 'render_error'] as const;
export type TelemetryKind = (typeof TELEMETRY_KINDS)[number];

export const telemetryEventSchema = z.object({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  kind: z.enum(TELEMETRY_KINDS),
  load_ms: z.number().int().min(0).max(600_000).optional(),
});
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

/** At most this many events a batch: one page shows a handful of remote screens. */
export const MAX_TELEMETRY_EVENTS = 50;

/** `POST /api/telemetry` (sent with sendBeacon: no headers, the visitor is the cookie's). Answers 204. */
export const telemetryBatchSchema = z.object({
  events: z.array(telemetryEventSchema).min(1).max(MAX_TELEMETRY_EVENTS),
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

/** One version of a remote over the window: per 1,000 loads, failures (load failures and timeouts) and errors. */
export const remoteVersionHealthSchema = z.object({
  version: z.string(),
  channel: z.enum(['stable', 'canary', 'retired']),
  visitors: z.number().int(),
  loads: z.number().int(),
  load_p50_ms: z.number().nullable(),
  load_p95_ms: z.number().nullable(),
  failures: z.number().int(),
  errors: z.number().int(),
  failures_per_1000: z.number(),
  errors_per_1000: z.number(),
});
export type RemoteVersionHealth = z.infer<typeof remoteVersionHealthSchema>;

/** `GET /api/ops/remotes`: each remote's live version, canary and health per version. */
export const remoteHealthResponseSchema = z.object({
  window_minutes: z.number().int(),
  budget: z.object({ bad_per_1000: z.number(), min_loads: z.number().int() }),
  remotes: z.array(
    z.object({
      name: remoteNameSchema,
      live: z.string().nullable(),
      canary: canarySchema.nullable(),
      versions: z.array(remoteVersionHealthSchema),
    }),
  ),
  /** The registry's recent decisions, newest first, automatic rollbacks with their reasons. */
  decisions: z.array(registryDecisionSchema),
});
export type RemoteHealthResponse = z.infer<typeof remoteHealthResponseSchema>;

import { type HealthResponse, healthResponseSchema, healthRoutes } from '@cairn/shared/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';

export interface HealthDeps {
  database: Pick<Database, 'kind' | 'ping'>;
  jobs: Pick<JobQueue, 'stats'>;
  version: string;
  startedAt: number;
}

// A health check that hangs is worse than one that says "degraded": load balancers time out and guess.
// PGlite runs one query at a time, so a long VACUUM can legitimately hold the ping this long.
const CHECK_TIMEOUT_MS = 3_000;

export function getHealthRoute(deps: HealthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      healthRoutes.health,
      {
        schema: {
          summary: 'Liveness of the API, its database and its job queue',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const [database, jobs] = await Promise.all([checkDatabase(deps), checkJobs(deps)]);
        const body: HealthResponse = {
          status: database.ok && jobs.ok ? 'ok' : 'degraded',
          version: deps.version,
          uptime_s: Math.round((Date.now() - deps.startedAt) / 1000),
          database,
          jobs,
        };
        return reply
          .code(body.status === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}

async function checkDatabase(deps: HealthDeps): Promise<HealthResponse['database']> {
  try {
    const ms = await withTimeout(deps.database.ping(), 'database ping');
    return { ok: true, kind: deps.database.kind, latency_ms: Math.round(ms * 100) / 100 };
  } catch (error) {
    return { ok: false, kind: deps.database.kind, latency_ms: null, error: messageOf(error) };
  }
}

async function checkJobs(deps: HealthDeps): Promise<HealthResponse['jobs']> {
  try {
    const stats = await withTimeout(deps.jobs.stats(), 'job queue stats');
    return { ok: true, ...stats };
  } catch (error) {
    return { ok: false, queued: null, active: null, failed: null, error: messageOf(error) };
  }
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} timed out after ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

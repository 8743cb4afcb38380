import { remoteHealthResponseSchema, remoteHealthRoutes } from '@cairn/shared/contracts/remote-health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import {
  type CanaryBudget,
  HEALTH_WINDOW_MINUTES,
  remoteHealthReport,
} from '../../read-models/canary-health';
import type { RegistryReader } from '../../read-models/remote-registry';

/**
 * `GET /api/ops/remotes`: per remote and version over the last 15 minutes, visitors, load p50/p95,
 * failures and errors per 1,000 loads; the live version and canary; the registry's recent decisions
 * (automatic rollbacks with their reasons). What `npm run remotes -- status` prints. Aggregates only:
 * no visitor appears in it.
 */
export function getRemoteHealthRoute(deps: {
  db: Drizzle;
  registry: RegistryReader;
  budget: CanaryBudget;
  now: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      remoteHealthRoutes.status,
      {
        schema: {
          summary: 'Health of each remote and version, canaries and rollback decisions',
          response: { 200: remoteHealthResponseSchema },
        },
      },
      async () => {
        const registry = await deps.registry.read();
        return {
          window_minutes: HEALTH_WINDOW_MINUTES,
          budget: { bad_per_1000: deps.budget.badPer1000, min_loads: deps.budget.minLoads },
          remotes: await remoteHealthReport(deps.db, registry, deps.now()),
          decisions: [...(registry?.decisions ?? [])].reverse(),
        };
      },
    );
  };
}

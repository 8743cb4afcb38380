import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { seedRequestSchema, seedResponseSchema, taskRoutes } from '@cairn/shared/contracts/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitHook } from '../../http/rate-limit';
import { visitorId } from '../../http/visitor-id';
import { type SubmitDeps, submitEvidence } from './submit-evidence';

/** `POST /api/seed` (SPEC §7): a visitor submits a URL or a text; answers the task id at once. */
export function postSeedRoute(deps: SubmitDeps & { rateLimit?: RateLimitHook }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      taskRoutes.seed,
      {
        schema: {
          summary: 'Submit evidence (a news URL or an article text)',
          body: seedRequestSchema,
          response: { 202: seedResponseSchema, 400: apiErrorBodySchema, 429: apiErrorBodySchema },
        },
        // Per visitor id and per address (DESIGN §6): each submission may make the server fetch a URL.
        preHandler: deps.rateLimit,
      },
      async (request, reply) => {
        const userId = visitorId(request, request.body.user_id);
        const { task, cacheHit } = await submitEvidence(deps, { content: request.body.content, userId });
        return reply
          .code(202)
          .send({ task_id: task.id, status: task.status, user_id: userId, cache_hit: cacheHit });
      },
    );
  };
}

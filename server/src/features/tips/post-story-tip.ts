import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import { storyFundSchema, storyTipRequestSchema, tipRoutes } from '@cairn/shared/contracts/tips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import type { RateLimitHook } from '../../http/rate-limit';
import { requiredVisitorId } from '../../http/visitor-id';
import { storyExists } from '../../read-models/story-evidence';
import { addStoryTip, loadStoryFund } from '../../read-models/story-fund';

/**
 * `POST /api/story/{id}/tips` `{ amount_cents: 1 | 10 | 100 }`: records one tip from the caller (its
 * `X-User-Id`) and answers the story's new fund. Rate-limited per visitor and address like every write.
 */
export function postStoryTipRoute(deps: { db: Drizzle; rateLimit?: RateLimitHook }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      tipRoutes.tip,
      {
        schema: {
          summary: 'Tip a story 1, 10 or 100 cents',
          params: storyIdParamsSchema,
          body: storyTipRequestSchema,
          response: {
            200: storyFundSchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
            429: apiErrorBodySchema,
          },
        },
        preHandler: deps.rateLimit,
      },
      async (request, reply) => {
        const { id } = request.params;
        const visitor = requiredVisitorId(request);
        if (!(await storyExists(deps.db, id))) return reply.code(404).send({ error: 'Story not found' });
        await addStoryTip(deps.db, id, visitor, request.body.amount_cents);
        return loadStoryFund(deps.db, id, visitor);
      },
    );
  };
}

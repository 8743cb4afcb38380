import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import { storyFundSchema, tipRoutes } from '@cairn/shared/contracts/tips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { optionalVisitorId } from '../../http/visitor-id';
import { storyExists } from '../../read-models/story-evidence';
import { loadStoryFund } from '../../read-models/story-fund';

/** `GET /api/story/{id}/fund`: the story's real fund, tip count, the caller's tips and its builder count. */
export function getStoryFundRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      tipRoutes.fund,
      {
        schema: {
          summary: 'A story’s fund and builder count',
          params: storyIdParamsSchema,
          response: { 200: storyFundSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await storyExists(deps.db, id))) return reply.code(404).send({ error: 'Story not found' });
        return loadStoryFund(deps.db, id, optionalVisitorId(request));
      },
    );
  };
}

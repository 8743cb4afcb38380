import { entityRoutes, storyEntitiesResponseSchema } from '@cairn/shared/contracts/entities';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { loadStoryEntities, storyExists, toStoryEntity } from '../../read-models/story-evidence';

/** `GET /api/story/{id}/entities` (SPEC §7): the entities of the story's pages, most mentioned first. */
export function getStoryEntitiesRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      entityRoutes.ofStory,
      {
        schema: {
          summary: "A story's people, organizations and locations",
          params: storyIdParamsSchema,
          response: { 200: storyEntitiesResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        if (!(await storyExists(deps.db, request.params.id))) {
          return reply.code(404).send({ error: 'Story not found' });
        }
        const rows = await loadStoryEntities(deps.db, request.params.id);
        const of = (type: EntityType) => rows.filter((row) => row.type === type).map(toStoryEntity);
        return {
          success: true as const,
          entities: { persons: of('Person'), organizations: of('Organization'), locations: of('Location') },
        };
      },
    );
  };
}

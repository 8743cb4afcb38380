import { entityRoutes, storyEntitiesResponseSchema } from '@cairn/shared/contracts/entities';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { loadStoryEntities, ownEntities, storyExists, toStoryEntity } from '../../read-models/story-evidence';

/**
 * `GET /api/story/{id}/entities` (SPEC §7): the entities of the story's pages, most mentioned first, without
 * those only its off-story claims name.
 */
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
        const story = await storyExists(deps.db, request.params.id);
        if (!story) return reply.code(404).send({ error: 'Story not found' });
        // The story's own entities, as the story detail lists them (story-evidence.ts, ownEntities).
        const rows = ownEntities(
          await loadStoryEntities(deps.db, request.params.id),
          story.off_story_entity_ids,
        );
        const of = (type: EntityType) => rows.filter((row) => row.type === type).map(toStoryEntity);
        return {
          success: true as const,
          entities: { persons: of('Person'), organizations: of('Organization'), locations: of('Location') },
        };
      },
    );
  };
}

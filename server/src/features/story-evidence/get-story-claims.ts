import { claimRoutes, storyClaimsResponseSchema } from '@cairn/shared/contracts/claims';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { loadClaimsWithRelevance, storyExists } from '../../read-models/story-evidence';

/**
 * `GET /api/story/{id}/claims` (SPEC §7): the admitted claims of the story's pages, in the order that
 * numbers them 'Claim 1', 'Claim 2'… (the chat cites these numbers), each marked `off_story` when the story's
 * narrative reads it as about something else, plus the excluded ones with reasons.
 */
export function getStoryClaimsRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      claimRoutes.ofStory,
      {
        schema: {
          summary: "A story's claims",
          params: storyIdParamsSchema,
          response: { 200: storyClaimsResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        if (!(await storyExists(deps.db, request.params.id))) {
          return reply.code(404).send({ error: 'Story not found' });
        }
        const { claims, excluded } = await loadClaimsWithRelevance(deps.db, request.params.id);
        return { success: true as const, claims, excluded_claims: excluded };
      },
    );
  };
}

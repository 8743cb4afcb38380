import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyClaimsResponseSchema } from '@cairn/shared/contracts/story-intelligence';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Drizzle } from '../../db/database';
import { loadClaims, storyExists } from './load-story-evidence';

/**
 * `GET /api/story/{id}/claims` (SPEC §7): the admitted claims of the story's pages, in the order that
 * numbers them 'Claim 1', 'Claim 2'… (the chat cites these numbers), plus the excluded ones with reasons.
 */
export function getStoryClaimsRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/story/:id/claims',
      {
        schema: {
          summary: "A story's claims",
          params: z.object({ id: z.uuid() }),
          response: { 200: storyClaimsResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        if (!(await storyExists(deps.db, request.params.id))) {
          return reply.code(404).send({ error: 'Story not found' });
        }
        const { claims, excluded } = await loadClaims(deps.db, request.params.id);
        return { success: true as const, claims, excluded_claims: excluded };
      },
    );
  };
}

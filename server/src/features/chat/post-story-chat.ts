import { chatRoutes, storyChatRequestSchema, storyChatResponseSchema } from '@cairn/shared/contracts/chat';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import type { RateLimitHook } from '../../http/rate-limit';
import { loadClaimsWithRelevance, loadStoryEntities, storyExists } from '../../read-models/story-evidence';
import { answerFromClaims } from './answer-from-claims';

/**
 * `POST /api/story/{id}/chat` (SPEC §7): a question about one story, answered from its admitted claims
 * only, citing them as 'Claim N' (the reader turns those into chips). Deterministic and offline.
 */
export function postStoryChatRoute(deps: { db: Drizzle; rateLimit?: RateLimitHook }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      chatRoutes.story,
      {
        schema: {
          summary: "Ask a question about a story, answered from its sources' claims",
          params: storyIdParamsSchema,
          body: storyChatRequestSchema,
          response: {
            200: storyChatResponseSchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
            429: apiErrorBodySchema,
          },
        },
        // Per visitor id and per address (DESIGN §6); an answer reads a story's claims and entities.
        preHandler: deps.rateLimit,
      },
      async (request, reply) => {
        const id = request.params.id;
        const story = await storyExists(deps.db, id);
        if (!story) return reply.code(404).send({ error: 'Story not found' });
        const [{ claims }, entities] = await Promise.all([
          // (Marked `off_story` as the claims read marks them: the chat's 'Claim N' are that list's.)
          loadClaimsWithRelevance(deps.db, id),
          loadStoryEntities(deps.db, id),
        ]);
        const answer = answerFromClaims(
          {
            title: story.title,
            claims,
            entityNames: entities.map((entity) => entity.name),
            personNames: entities.filter((entity) => entity.type === 'Person').map((entity) => entity.name),
            placeNames: entities.filter((entity) => entity.type === 'Location').map((entity) => entity.name),
            summary: story.summary,
          },
          request.body.message,
          request.body.conversation_history ?? [],
        );
        return { success: true as const, response: answer.response, cited_claims: answer.cited };
      },
    );
  };
}

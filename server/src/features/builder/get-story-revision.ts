import {
  builderRoutes,
  storyRevisionParamsSchema,
  storyRevisionResponseSchema,
} from '@cairn/shared/contracts/builder';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { storyRevisions } from '../../db/schema';
import { revisionSummaryColumns, toRevisionSummary } from './list-story-revisions';

/** `GET /api/story/{id}/revisions/{revisionId}`: one revision with the narrative as it was composed. */
export function getStoryRevisionRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      builderRoutes.revision,
      {
        schema: {
          summary: 'One revision of a story, with its text',
          params: storyRevisionParamsSchema,
          response: { 200: storyRevisionResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { id, revisionId } = request.params;
        // Numbered among the story's revisions first, then picked: the number is its place in the story.
        const numbered = deps.db
          .select({ ...revisionSummaryColumns, gist: storyRevisions.gist, content: storyRevisions.content })
          .from(storyRevisions)
          .where(eq(storyRevisions.storyId, id))
          .as('numbered');
        const [row] = await deps.db
          .select()
          .from(numbered)
          .where(and(eq(numbered.id, revisionId)));
        if (!row) return reply.code(404).send({ error: 'Revision not found' });
        return { ...toRevisionSummary(row), gist: row.gist, content: row.content };
      },
    );
  };
}

import {
  builderRoutes,
  removeSourceResponseSchema,
  storySourceParamsSchema,
} from '@cairn/shared/contracts/builder';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { stories, storyPages } from '../../db/schema';
import type { Pipeline } from '../../pipeline/pipeline';
import { rebuildStoryProfile } from '../../pipeline/story-resolution/rebuild-story-profile';

/**
 * `DELETE /api/story/{id}/sources/{pageId}` (builder 'Remove Source'): the page leaves the story, whose
 * matcher profile is rebuilt from the pages left; the story is recomposed from them and gets a revision.
 * The page itself stays (other stories may hold it). A story's last source is kept: a story of no pages
 * has nothing to compose, and would show stale text.
 */
export function deleteStorySourceRoute(deps: { db: Drizzle; pipeline: Pipeline }): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      builderRoutes.source,
      {
        schema: {
          summary: 'Remove a source from a story and recompose it',
          params: storySourceParamsSchema,
          response: {
            200: removeSourceResponseSchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
            409: apiErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { id, pageId } = request.params;
        const [link] = await deps.db
          .select({ pageId: storyPages.pageId })
          .from(storyPages)
          .where(and(eq(storyPages.storyId, id), eq(storyPages.pageId, pageId)));
        if (!link) return reply.code(404).send({ error: 'Source not found in this story' });
        const [held] = await deps.db
          .select({ n: count() })
          .from(storyPages)
          .where(eq(storyPages.storyId, id));
        if ((held?.n ?? 0) <= 1) return reply.code(409).send({ error: 'A story keeps at least one source' });
        // The story's matcher profile is rebuilt from the pages left, in the same transaction: the removed
        // page's words stop drawing new articles into the story.
        await deps.db.transaction(async (tx) => {
          await tx.delete(storyPages).where(and(eq(storyPages.storyId, id), eq(storyPages.pageId, pageId)));
          await rebuildStoryProfile(tx, id);
        });
        await deps.pipeline.recompose(id, 'source_removed');
        const [story] = await deps.db
          .select({ sources: stories.artifactCount, coherence: stories.coherenceScore })
          .from(stories)
          .where(eq(stories.id, id));
        return {
          success: true as const,
          source_count: story?.sources ?? 0,
          coherence_score: story?.coherence ?? 0,
        };
      },
    );
  };
}

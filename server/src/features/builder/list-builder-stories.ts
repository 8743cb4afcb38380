import { builderRoutes, builderStoryListResponseSchema } from '@cairn/shared/contracts/builder';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { stories } from '../../db/schema';

const RECENT_STORIES = 100;

/** `GET /api/builder/stories` (SPEC §7): the builder's story picker, most recently updated first. */
export function listBuilderStoriesRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      builderRoutes.stories,
      {
        schema: {
          summary: 'Stories for the builder picker',
          response: { 200: builderStoryListResponseSchema },
        },
      },
      async () => {
        const rows = await deps.db
          .select({
            id: stories.id,
            title: stories.title,
            gist: stories.gist,
            description: stories.description,
            coherence: stories.coherenceScore,
          })
          .from(stories)
          .orderBy(desc(stories.updatedAt), desc(stories.id))
          .limit(RECENT_STORIES);
        return {
          stories: rows.map((row) => ({
            id: row.id,
            topic: row.title,
            gist: row.gist?.trim() || row.description?.trim() || null,
            coherence: row.coherence,
          })),
        };
      },
    );
  };
}

import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Drizzle } from '../../db/database';
import { stories } from '../../db/schema';
import { groupEntities, loadArtifacts, loadStoryEntities } from '../story-evidence/load-story-evidence';
import { loadRelatedStories } from './related-stories';
import { citationsMetadata, storyDetailResponseSchema, toStoryDetail } from './story-mappers';

export interface GetStoryDeps {
  db: Drizzle;
  now: () => Date;
}

/**
 * `GET /api/stories/:id`: one story (SPEC §3 'Story (detail)') with its artifacts, entities, related stories
 * and citation metadata, or 404 'Story not found' (SPEC §8).
 */
export function getStoryRoute(deps: GetStoryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/stories/:id',
      {
        schema: {
          summary: 'One story',
          // Checked here so a malformed id is the caller's 400, not a PostgreSQL cast error (a 500).
          params: z.object({ id: z.uuid() }),
          response: { 200: storyDetailResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const [row] = await deps.db.select().from(stories).where(eq(stories.id, request.params.id)).limit(1);
        if (!row) return reply.code(404).send({ error: 'Story not found' });
        const id = row.id;
        // Concurrent on PostgreSQL's pool; PGlite's single connection runs them one after another.
        const [artifacts, entities, related] = await Promise.all([
          loadArtifacts(deps.db, id),
          loadStoryEntities(deps.db, id),
          loadRelatedStories(deps.db, id),
        ]);
        return toStoryDetail(row, deps.now(), {
          artifacts,
          entities: groupEntities(entities),
          related_stories: related,
          story_content: { citations_metadata: citationsMetadata(artifacts) },
        });
      },
    );
  };
}

import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema, storyRoutes } from '@cairn/shared/contracts/stories';
import { storyDetailSchema } from '@cairn/shared/contracts/story-detail';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { stories } from '../../db/schema';
import { citationEvidence, loadEvidenceClaims } from '../../read-models/citation-evidence';
import {
  groupEntities,
  loadArtifacts,
  loadStoryEntities,
  ownEntities,
} from '../../read-models/story-evidence';
import { citationsMetadata, toStoryDetail } from '../../read-models/story-mappers';
import { loadRelatedStories } from './related-stories';

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
      storyRoutes.detail,
      {
        schema: {
          summary: 'One story',
          // Checked here so a malformed id is the caller's 400, not a PostgreSQL cast error (a 500).
          params: storyIdParamsSchema,
          response: { 200: storyDetailSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const id = request.params.id;
        // All five at once, the story row too (one round trip less than asking for it first): concurrent
        // on PostgreSQL's pool, one after another on PGlite's single connection. An unknown id costs
        // three queries that find nothing.
        const [[row], artifacts, entities, related, evidenceClaims] = await Promise.all([
          deps.db.select().from(stories).where(eq(stories.id, id)).limit(1),
          loadArtifacts(deps.db, id),
          loadStoryEntities(deps.db, id),
          loadRelatedStories(deps.db, id),
          loadEvidenceClaims(deps.db, id),
        ]);
        if (!row) return reply.code(404).send({ error: 'Story not found' });
        return toStoryDetail(row, deps.now(), {
          artifacts,
          // (Without the names only the story's off-story claims hold: a roundup's notes on other games.)
          entities: groupEntities(ownEntities(entities, row.offStoryEntityIds)),
          related_stories: related,
          story_content: {
            citations_metadata: citationsMetadata(artifacts),
            citation_evidence: citationEvidence(row.content, evidenceClaims),
          },
        });
      },
    );
  };
}

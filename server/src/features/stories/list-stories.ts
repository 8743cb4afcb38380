import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyFeedQuerySchema, storyFeedResponseSchema, storyRoutes } from '@cairn/shared/contracts/stories';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { stories } from '../../db/schema';
import { toFeedItem } from '../../read-models/story-mappers';

export interface ListStoriesDeps {
  db: Drizzle;
  now: () => Date;
}

/** `GET /api/stories` (SPEC §7): the home feed and the low-maturity panel, newest first. */
export function listStoriesRoute(deps: ListStoriesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      storyRoutes.list,
      {
        schema: {
          summary: 'Stories for the feed, filtered by coherence, newest first',
          querystring: storyFeedQuerySchema,
          response: { 200: storyFeedResponseSchema, 400: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const query = request.query;
        if (query.max_coherence !== undefined && query.max_coherence < query.min_coherence) {
          return reply
            .code(400)
            .send({ error: 'Invalid query: min_coherence must not be greater than max_coherence' });
        }
        // coherence_score is a float4 (real): a positive double too small for one (5e-324) made PostgreSQL
        // refuse the query ("out of range"), a 500. Compared as the column stores it, it is simply 0.
        const min = Math.fround(query.min_coherence);
        const max = query.max_coherence === undefined ? undefined : Math.fround(query.max_coherence);
        const rows = await deps.db
          .select({
            id: stories.id,
            title: stories.title,
            description: stories.description,
            gist: stories.gist,
            category: stories.category,
            artifactCount: stories.artifactCount,
            claimCount: stories.claimCount,
            peopleCount: stories.peopleCount,
            locations: stories.locations,
            coverImage: stories.coverImage,
            healthIndicator: stories.healthIndicator,
            coherenceScore: stories.coherenceScore,
            updatedAt: stories.updatedAt,
          })
          .from(stories)
          .where(
            and(
              gte(stories.coherenceScore, min),
              max === undefined ? undefined : lte(stories.coherenceScore, max),
              query.category === undefined ? undefined : eq(stories.category, query.category),
            ),
          )
          // id breaks ties so that offset pages neither repeat nor skip stories updated in the same instant
          .orderBy(desc(stories.updatedAt), desc(stories.id))
          .limit(query.limit)
          .offset(query.offset);
        const now = deps.now();
        return { stories: rows.map((row) => toFeedItem(row, now)) };
      },
    );
  };
}

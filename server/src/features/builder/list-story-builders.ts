import { builderRoutes, storyBuildersResponseSchema } from '@cairn/shared/contracts/builder';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import { shortUserId } from '@cairn/shared/user/user-id';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { stories } from '../../db/schema';
import { storyContributionsSql } from '../../db/story-contributors';
import { optionalVisitorId } from '../../http/visitor-id';
import { DEMO_VISITOR_ID, DEMO_VISITOR_NAME } from '../../lib/demo-visitor';

/** The Active Builders list is a sidebar: the most recent contributors are enough. */
const BUILDER_LIST_LIMIT = 12;

/**
 * `GET /api/story/{id}/builders` (Active Builders, Building Together): the visitors who added evidence to
 * the story (a task that targeted it or matched into it) or reviewed its claims (approve / reject), most recently active first. Ids are shortened
 * here (SPEC §6) so that no visitor's full id, which is their only credential, leaves the server; the
 * asking visitor is marked so the list can say 'You'.
 */
export function listStoryBuildersRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      builderRoutes.builders,
      {
        schema: {
          summary: 'The visitors who contributed to a story',
          params: storyIdParamsSchema,
          response: { 200: storyBuildersResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const [story] = await deps.db.select({ id: stories.id }).from(stories).where(eq(stories.id, id));
        if (!story) return reply.code(404).send({ error: 'Story not found' });
        const me = optionalVisitorId(request) ?? null;
        const rows = await deps.db.execute<{
          user_id: string;
          evidence: number;
          reviews: number;
          last_active: string;
        }>(sql`
          select visitor::text as user_id, sum(evidence)::int as evidence, sum(reviews)::int as reviews,
                 max(at) as last_active
          from (${storyContributionsSql(id)}) as contributions
          group by visitor
          order by max(at) desc
          limit ${BUILDER_LIST_LIMIT}`);
        return {
          builders: rows.rows.map((row) => ({
            short_id: shortUserId(row.user_id),
            name: row.user_id === DEMO_VISITOR_ID ? DEMO_VISITOR_NAME : null,
            you: row.user_id === me,
            evidence_count: row.evidence,
            review_count: row.reviews,
            last_active: new Date(row.last_active).toISOString(),
          })),
        };
      },
    );
  };
}

import { builderRoutes, storyBuildersResponseSchema } from '@cairn/shared/contracts/builder';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import { shortUserId } from '@cairn/shared/user/user-id';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { stories } from '../../db/schema';
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
          with evidence as (
            select user_id as visitor, count(*)::int as evidence, 0 as reviews, max(created_at) as at
            from tasks
            where target_story_id = ${id} or story_match->>'story_id' = ${id}
            group by user_id
          ), reviews as (
            select v.visitor_id as visitor, 0 as evidence, count(*)::int as reviews, max(v.updated_at) as at
            from visitor_votes v
            join claims c on c.id = v.subject_id
            join story_pages sp on sp.page_id = c.page_id and sp.story_id = ${id}
            where v.subject_kind = 'claim'
            group by v.visitor_id
          )
          select visitor::text as user_id, sum(evidence)::int as evidence, sum(reviews)::int as reviews,
                 max(at) as last_active
          from (select * from evidence union all select * from reviews) as contributions
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

import {
  builderRoutes,
  type StoryRevisionSummary,
  storyRevisionListResponseSchema,
} from '@cairn/shared/contracts/builder';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { stories, storyRevisions } from '../../db/schema';

/** How many revisions the tab lists: the latest ones; older ones are still kept. */
const REVISION_LIST_LIMIT = 50;

/** Selected columns of a revision without its text, numbered from the story's first revision. */
export const revisionSummaryColumns = {
  id: storyRevisions.id,
  number:
    sql<number>`(row_number() over (order by ${storyRevisions.createdAt}, ${storyRevisions.id}))::int`.as(
      'number',
    ),
  title: storyRevisions.title,
  coherence: storyRevisions.coherenceScore,
  sources: storyRevisions.sourceCount,
  claims: storyRevisions.claimCount,
  cause: storyRevisions.cause,
  createdAt: storyRevisions.createdAt,
};

type SummaryRow = {
  id: string;
  number: number;
  title: string;
  coherence: number;
  sources: number;
  claims: number;
  cause: StoryRevisionSummary['cause'];
  createdAt: Date;
};

export function toRevisionSummary(row: SummaryRow): StoryRevisionSummary {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    coherence_score: row.coherence,
    source_count: row.sources,
    claim_count: row.claims,
    cause: row.cause,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /api/story/{id}/revisions`: one per recomposition of the story, newest first. */
export function listStoryRevisionsRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      builderRoutes.revisions,
      {
        schema: {
          summary: "A story's revisions, newest first",
          params: storyIdParamsSchema,
          response: {
            200: storyRevisionListResponseSchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const [story] = await deps.db.select({ id: stories.id }).from(stories).where(eq(stories.id, id));
        if (!story) return reply.code(404).send({ error: 'Story not found' });
        const numbered = deps.db
          .select(revisionSummaryColumns)
          .from(storyRevisions)
          .where(eq(storyRevisions.storyId, id))
          .as('numbered');
        const rows = await deps.db
          .select()
          .from(numbered)
          .orderBy(desc(numbered.number))
          .limit(REVISION_LIST_LIMIT);
        return { revisions: rows.map(toRevisionSummary) };
      },
    );
  };
}

import {
  entityIdParamsSchema,
  entityRoutes,
  entityStoriesResponseSchema,
} from '@cairn/shared/contracts/entities';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { describe } from '../../read-models/story-mappers';

const ENTITY_STORIES_LIMIT = 50;

/** `GET /api/entity/{id}/stories` (SPEC §7): stories whose pages mention the entity, newest first. */
export function listEntityStoriesRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      entityRoutes.stories,
      {
        schema: {
          summary: 'Stories mentioning an entity',
          params: entityIdParamsSchema,
          response: { 200: entityStoriesResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const id = request.params.id;
        const exists = await deps.db.execute(sql`select 1 from entities where id = ${id}`);
        if (!exists.rows.length) return reply.code(404).send({ error: 'Entity not found' });
        const result = await deps.db.execute<{
          id: string;
          title: string;
          description: string | null;
          gist: string | null;
          created_at: Date | string;
          artifact_count: number;
        }>(sql`
          select s.id, s.title, s.description, s.gist, s.created_at, s.artifact_count
          from stories s
          where s.id in (select sp.story_id from page_entities pe
                         join story_pages sp on sp.page_id = pe.page_id where pe.entity_id = ${id})
          order by s.updated_at desc, s.id desc
          limit ${ENTITY_STORIES_LIMIT}`);
        return {
          stories: result.rows.map((row) => ({
            id: row.id,
            title: row.title,
            description: describe(row),
            created_at: new Date(row.created_at).toISOString(),
            artifact_count: Number(row.artifact_count),
          })),
        };
      },
    );
  };
}

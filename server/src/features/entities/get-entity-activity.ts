import { entityActivitySchema, entityIdParamsSchema, entityRoutes } from '@cairn/shared/contracts/entities';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { loadEntityActivity } from './load-entity-activity';

/** `GET /api/entity/{id}/activity`: the profile's mentions per day, claims and co-occurring entities. */
export function getEntityActivityRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      entityRoutes.activity,
      {
        schema: {
          summary: "An entity's mentions per day, claims and co-occurring entities",
          params: entityIdParamsSchema,
          response: { 200: entityActivitySchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const activity = await loadEntityActivity(deps.db, request.params.id);
        if (!activity) return reply.code(404).send({ error: 'Entity not found' });
        return activity;
      },
    );
  };
}

import { entityDetailSchema, entityIdParamsSchema, entityRoutes } from '@cairn/shared/contracts/entities';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { loadEntityDetail } from './load-entity';

/** `GET /api/entity/{id}` (SPEC §7): the entity profile. */
export function getEntityRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      entityRoutes.detail,
      {
        schema: {
          summary: 'One entity',
          params: entityIdParamsSchema,
          response: { 200: entityDetailSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const entity = await loadEntityDetail(deps.db, request.params.id);
        if (!entity) return reply.code(404).send({ error: 'Entity not found' });
        return entity;
      },
    );
  };
}

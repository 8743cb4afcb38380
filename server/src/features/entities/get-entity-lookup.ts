import { entityDetailSchema, entityLookupQuerySchema, entityRoutes } from '@cairn/shared/contracts/entities';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { findEntityIdByName, findOrganizationIdByDomain, loadEntityDetail } from './load-entity';

/**
 * `GET /api/entity?name=` and `GET /api/entity?domain=` (SPEC §7): an entity by name (entity hover cards),
 * or the Organization behind a source's domain (a source's display name); 404 when there is none.
 */
export function getEntityLookupRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      entityRoutes.lookup,
      {
        schema: {
          summary: 'Find an entity by name, or an organization by domain',
          querystring: entityLookupQuerySchema,
          response: { 200: entityDetailSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { name, domain } = request.query;
        const id =
          name !== undefined
            ? await findEntityIdByName(deps.db, name)
            : await findOrganizationIdByDomain(deps.db, domain ?? '');
        const entity = id ? await loadEntityDetail(deps.db, id) : undefined;
        if (!entity) return reply.code(404).send({ error: 'Entity not found' });
        return entity;
      },
    );
  };
}

import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import {
  type GeocodePlace,
  geocodeQuerySchema,
  geocodeResponseSchema,
  geocodeRoutes,
} from '@cairn/shared/contracts/geocode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the route needs of the geocoder (pipeline/places/geocoder.ts, passed in by http/app.ts). */
export type GeocodeFn = (
  query: string,
  context: { near?: string[]; sourceCountry?: string | null },
) => Promise<GeocodePlace | undefined>;

/** `GET /api/geocode?q=&near=&country=` (SPEC §7 place-search service, limit 1): offline, from GeoNames. */
export function getGeocodeRoute(deps: { geocode: GeocodeFn }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      geocodeRoutes.search,
      {
        schema: {
          summary: 'Find a place by name, read in its story context',
          querystring: geocodeQuerySchema,
          response: { 200: geocodeResponseSchema, 400: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { q, near, country } = request.query;
        const place = await deps.geocode(q, {
          near: near ? near.split('|').filter((n) => n.trim()) : undefined,
          sourceCountry: country ?? null,
        });
        // Places do not move: browsers may keep an answer for a day (the client caches it for 30).
        reply.header('cache-control', 'public, max-age=86400');
        return { results: place ? [place] : [] };
      },
    );
  };
}

import { geocodeRoutes, mapConfigSchema } from '@cairn/shared/contracts/geocode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /api/map-config`: the tile server maps may load (`CAIRN_TILE_URL`, which the Content-Security-Policy
 * also allows), or null, and maps draw the offline world layer instead.
 */
export function getMapConfigRoute(deps: { tileUrl: string | undefined }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      geocodeRoutes.mapConfig,
      { schema: { summary: 'How maps draw their background', response: { 200: mapConfigSchema } } },
      async () => ({ tile_url: deps.tileUrl ?? null }),
    );
  };
}

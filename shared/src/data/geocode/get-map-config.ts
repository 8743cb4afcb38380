import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { geocodePaths, type MapConfig, mapConfigSchema } from '../../contracts/geocode';
import { geocodeKeys } from './geocode-keys';

/** `GET /api/map-config`: the tile server, or null for the offline world layer. */
export function getMapConfig(api: ApiClient, signal?: AbortSignal): Promise<MapConfig> {
  return api.request(geocodePaths.mapConfig(), { schema: mapConfigSchema, signal });
}

export function mapConfigQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: geocodeKeys.mapConfig(),
    queryFn: ({ signal }) => getMapConfig(api, signal),
    // Server configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMapConfig(api: ApiClient) {
  return useQuery(mapConfigQueryOptions(api));
}

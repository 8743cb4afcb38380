import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  type EntityDetail,
  type EntityLookup,
  entityDetailSchema,
  entityPaths,
} from '../../contracts/entities';
import { entityKeys } from './entity-keys';

/**
 * `GET /api/entity?name=` or `?domain=` (SPEC §7): an entity by name (hover cards), or the Organization
 * behind a source's domain; a 404 (ApiError) when there is none.
 */
export function getEntityLookup(
  api: ApiClient,
  lookup: EntityLookup,
  signal?: AbortSignal,
): Promise<EntityDetail> {
  return api.request(entityPaths.lookup(lookup), { schema: entityDetailSchema, signal });
}

export function entityLookupQueryOptions(api: ApiClient, lookup: EntityLookup) {
  return queryOptions({
    queryKey: entityKeys.lookup(lookup),
    queryFn: ({ signal }) => getEntityLookup(api, lookup, signal),
  });
}

export function useEntityLookup(api: ApiClient, lookup: EntityLookup) {
  return useQuery(entityLookupQueryOptions(api, lookup));
}

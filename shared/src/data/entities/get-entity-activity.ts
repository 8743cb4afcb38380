import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type EntityActivity, entityActivitySchema, entityPaths } from '../../contracts/entities';
import { entityKeys } from './entity-keys';

/** `GET /api/entity/{id}/activity`: mentions per day, claims and co-occurring entities. */
export function getEntityActivity(
  api: ApiClient,
  entityId: string,
  signal?: AbortSignal,
): Promise<EntityActivity> {
  return api.request(entityPaths.activity(entityId), { schema: entityActivitySchema, signal });
}

export function entityActivityQueryOptions(api: ApiClient, entityId: string) {
  return queryOptions({
    queryKey: entityKeys.activity(entityId),
    queryFn: ({ signal }) => getEntityActivity(api, entityId, signal),
  });
}

export function useEntityActivity(api: ApiClient, entityId: string) {
  return useQuery(entityActivityQueryOptions(api, entityId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type EntityDetail, entityDetailSchema, entityPaths } from '../../contracts/entities';
import { entityKeys } from './entity-keys';

/** `GET /api/entity/{id}` (SPEC §7): the entity profile. */
export function getEntity(api: ApiClient, entityId: string, signal?: AbortSignal): Promise<EntityDetail> {
  return api.request(entityPaths.detail(entityId), { schema: entityDetailSchema, signal });
}

export function entityQueryOptions(api: ApiClient, entityId: string) {
  return queryOptions({
    queryKey: entityKeys.detail(entityId),
    queryFn: ({ signal }) => getEntity(api, entityId, signal),
  });
}

export function useEntity(api: ApiClient, entityId: string) {
  return useQuery(entityQueryOptions(api, entityId));
}

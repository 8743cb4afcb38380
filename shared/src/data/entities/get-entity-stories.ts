import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  type EntityStoriesResponse,
  entityPaths,
  entityStoriesResponseSchema,
} from '../../contracts/entities';
import { entityKeys } from './entity-keys';

/** `GET /api/entity/{id}/stories` (SPEC §7): stories whose pages mention the entity, newest first. */
export function getEntityStories(
  api: ApiClient,
  entityId: string,
  signal?: AbortSignal,
): Promise<EntityStoriesResponse> {
  return api.request(entityPaths.stories(entityId), { schema: entityStoriesResponseSchema, signal });
}

export function entityStoriesQueryOptions(api: ApiClient, entityId: string) {
  return queryOptions({
    queryKey: entityKeys.stories(entityId),
    queryFn: ({ signal }) => getEntityStories(api, entityId, signal),
  });
}

export function useEntityStories(api: ApiClient, entityId: string) {
  return useQuery(entityStoriesQueryOptions(api, entityId));
}

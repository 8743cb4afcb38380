import { useMemo } from 'react';
import { type ApiClient, createApiClient } from '../api/client';
import type { HostServices } from '../contracts/exposed-modules';

/**
 * The API client of the host's services (API base and visitor id, which remotes get through their
 * props): the same client while they stay the same, a new one (sending the new `X-User-Id`) when the
 * visitor's id changes. The host and every remote use this one hook.
 */
export function useApiClient(host: Pick<HostServices, 'apiBase' | 'userId'>): ApiClient {
  const { apiBase, userId } = host;
  return useMemo(() => createApiClient({ baseUrl: apiBase, userId }), [apiBase, userId]);
}

import { createApiClient } from '@cairn/shared/api/client';
import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { useMemo } from 'react';

/** The API client for the host's services (user id and API base come in through props). */
export function useApi(host: HostServices) {
  return useMemo(
    () => createApiClient({ baseUrl: host.apiBase, userId: host.userId }),
    [host.apiBase, host.userId],
  );
}

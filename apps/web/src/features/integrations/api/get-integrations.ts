import type { TIntegration } from '@pulseboard/contract/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** One entry per provider; secret values never leave the server, only whether each is set. */
export function getIntegrations(clubId: number, signal?: AbortSignal): Promise<TIntegration[]> {
  return request<TIntegration[]>(`/dashboard/clients/${clubId}/integrations`, { signal });
}

export const integrationsQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: clubKeys.integrations(clubId),
    queryFn: ({ signal }) => getIntegrations(clubId, signal),
  });

export function useIntegrations(clubId: number, enabled = true) {
  return useQuery({ ...integrationsQueryOptions(clubId), enabled });
}

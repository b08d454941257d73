import type { TClubModules } from '@pulseboard/contract/club-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

export function getClubModules(clubId: number, signal?: AbortSignal): Promise<TClubModules> {
  return request<TClubModules>(`/dashboard/clients/${clubId}/modules`, { signal });
}

export const clubModulesQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: clubKeys.modules(clubId),
    queryFn: ({ signal }) => getClubModules(clubId, signal),
  });

export function useClubModules(clubId: number) {
  return useQuery(clubModulesQueryOptions(clubId));
}

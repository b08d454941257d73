import type { TPage } from '@pulseboard/contract/envelope';
import type { TStudio } from '@pulseboard/contract/studios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http.ts';
import { studioKeys } from '../lib/query-keys.ts';

/** The club's studios for a Select: one page of 100, the fetch-all size (SPEC.md section 9). */
export function getClubStudios(clubId: number, signal?: AbortSignal) {
  return request<TPage<TStudio>>(`/dashboard/clients/${clubId}/studios/page/1`, {
    method: 'POST',
    query: { pageSize: 100 },
    body: { sortField: 'name', sortOrder: 'ascend' },
    signal,
  });
}

// Under the studios key, so a studio's change in its own tab refreshes the pickers of other tabs.
export const clubStudiosQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: studioKeys.options(clubId),
    queryFn: ({ signal }) => getClubStudios(clubId, signal),
    staleTime: 60_000,
  });

export function useClubStudios(clubId: number) {
  return useQuery(clubStudiosQueryOptions(clubId));
}

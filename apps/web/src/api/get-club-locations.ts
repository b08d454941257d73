import type { TPage } from '@pulseboard/contract/envelope';
import type { TLocation } from '@pulseboard/contract/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http.ts';
import { locationKeys } from '../lib/query-keys.ts';

/** The club's locations for a Select: one page of 100, the fetch-all size (SPEC.md section 9). */
export function getClubLocations(clubId: number, signal?: AbortSignal) {
  return request<TPage<TLocation>>(`/dashboard/clients/${clubId}/locations/page/1`, {
    method: 'POST',
    query: { pageSize: 100 },
    body: { sortField: 'branchName', sortOrder: 'ascend' },
    signal,
  });
}

// Under the locations key, so every location mutation refreshes the pickers of other tabs too.
export const clubLocationsQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: locationKeys.options(clubId),
    queryFn: ({ signal }) => getClubLocations(clubId, signal),
    staleTime: 60_000,
  });

export function useClubLocations(clubId: number) {
  return useQuery(clubLocationsQueryOptions(clubId));
}

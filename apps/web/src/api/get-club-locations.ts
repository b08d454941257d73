import type { TLocation } from '@pulseboard/contract/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http.ts';

/** The club's locations for a Select: one page of 100, the fetch-all size (SPEC.md section 9). */
export function getClubLocations(clubId: number, signal?: AbortSignal) {
  return request<{ list: TLocation[]; totalRecords: number }>(
    `/dashboard/clients/${clubId}/locations/page/1`,
    {
      method: 'POST',
      query: { pageSize: 100 },
      body: { sortField: 'branchName', sortOrder: 'ascend' },
      signal,
    },
  );
}

export const clubLocationsQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: ['clubs', clubId, 'locations', 'options'],
    queryFn: ({ signal }) => getClubLocations(clubId, signal),
    staleTime: 60_000,
  });

export function useClubLocations(clubId: number) {
  return useQuery(clubLocationsQueryOptions(clubId));
}

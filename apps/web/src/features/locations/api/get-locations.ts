import type { TPage } from '@pulseboard/contract/envelope';
import type { LOCATION_SORT_FIELDS, TLocation } from '@pulseboard/contract/locations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBody, type TListQuery } from '../../../hooks/use-list-state.ts';
import { request } from '../../../lib/http.ts';
import { locationKeys } from '../../../lib/query-keys.ts';

export type TLocationSortField = (typeof LOCATION_SORT_FIELDS)[number];
export type TLocationsQuery = TListQuery<TLocationSortField>;

/** POST /dashboard/clients/{id}/locations/page/{page}. */
export function getLocations(clubId: number, query: TLocationsQuery, signal?: AbortSignal) {
  return request<TPage<TLocation>>(`/dashboard/clients/${clubId}/locations/page/${query.page}`, {
    method: 'POST',
    query: { pageSize: query.pageSize },
    body: listBody(query),
    signal,
  });
}

export const locationsQueryOptions = (clubId: number, query: TLocationsQuery) =>
  queryOptions({
    queryKey: locationKeys.list(clubId, query),
    queryFn: ({ signal }) => getLocations(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useLocations(clubId: number, query: TLocationsQuery) {
  return useQuery(locationsQueryOptions(clubId, query));
}

import type { CLUB_SORT_FIELDS, TClubListItem } from '@pulseboard/contract/clubs';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBody, type TListQuery } from '../../../hooks/use-list-state.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

export type TClubSortField = (typeof CLUB_SORT_FIELDS)[number];
export type TClubsQuery = TListQuery<TClubSortField>;

/** POST /dashboard/clients/page/{page}: the caller's starred clubs come first. */
export function getClubs(query: TClubsQuery, signal?: AbortSignal): Promise<TPage<TClubListItem>> {
  return request<TPage<TClubListItem>>(`/dashboard/clients/page/${query.page}`, {
    method: 'POST',
    query: { pageSize: query.pageSize },
    body: listBody(query),
    signal,
  });
}

export const clubsQueryOptions = (query: TClubsQuery) =>
  queryOptions({
    queryKey: clubKeys.list(query),
    queryFn: ({ signal }) => getClubs(query, signal),
    placeholderData: keepPreviousData,
  });

export function useClubs(query: TClubsQuery) {
  return useQuery(clubsQueryOptions(query));
}

import type { TPage } from '@pulseboard/contract/envelope';
import type { STUDIO_SORT_FIELDS, TStudio } from '@pulseboard/contract/studios';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBody, type TListQuery } from '../../../hooks/use-list-state.ts';
import { request } from '../../../lib/http.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

export type TStudioSortField = (typeof STUDIO_SORT_FIELDS)[number];
export type TStudiosQuery = TListQuery<TStudioSortField>;

/** POST /dashboard/clients/{id}/studios/page/{page}. */
export function getStudios(clubId: number, query: TStudiosQuery, signal?: AbortSignal) {
  return request<TPage<TStudio>>(`/dashboard/clients/${clubId}/studios/page/${query.page}`, {
    method: 'POST',
    query: { pageSize: query.pageSize },
    body: listBody(query),
    signal,
  });
}

export const studiosQueryOptions = (clubId: number, query: TStudiosQuery) =>
  queryOptions({
    queryKey: studioKeys.list(clubId, query),
    queryFn: ({ signal }) => getStudios(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useStudios(clubId: number, query: TStudiosQuery) {
  return useQuery(studiosQueryOptions(clubId, query));
}

import type { TMemberFilter, TMemberPage } from '@pulseboard/contract/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberKeys } from '../../../lib/query-keys.ts';

export type TMembersQuery = { page: number; pageSize: number; filter: TMemberFilter };

/** POST /dashboard/clients/{id}/members/page/{page}: filters and sort in the body, page size in the query. */
export function getMembers(clubId: number, { page, pageSize, filter }: TMembersQuery, signal?: AbortSignal) {
  return request<TMemberPage>(`/dashboard/clients/${clubId}/members/page/${page}`, {
    method: 'POST',
    query: { pageSize },
    body: filter,
    signal,
  });
}

export const membersQueryOptions = (clubId: number, query: TMembersQuery) =>
  queryOptions({
    queryKey: memberKeys.list(clubId, query),
    queryFn: ({ signal }) => getMembers(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useMembers(clubId: number, query: TMembersQuery) {
  return useQuery(membersQueryOptions(clubId, query));
}

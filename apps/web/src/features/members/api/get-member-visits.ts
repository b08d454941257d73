import type { TPage } from '@pulseboard/contract/envelope';
import type { TMemberVisit } from '@pulseboard/contract/members-actions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberRecordKeys } from '../../../lib/query-keys.ts';

export type TVisitsQuery = { page: number; pageSize: number };

export function getMemberVisits(clubId: number, memberId: number, query: TVisitsQuery, signal?: AbortSignal) {
  return request<TPage<TMemberVisit>>(`/dashboard/clients/${clubId}/members/${memberId}/visits`, {
    query,
    signal,
  });
}

export const memberVisitsQueryOptions = (clubId: number, memberId: number, query: TVisitsQuery) =>
  queryOptions({
    queryKey: memberRecordKeys.visits(clubId, memberId, query),
    queryFn: ({ signal }) => getMemberVisits(clubId, memberId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useMemberVisits(clubId: number, memberId: number, query: TVisitsQuery) {
  return useQuery(memberVisitsQueryOptions(clubId, memberId, query));
}

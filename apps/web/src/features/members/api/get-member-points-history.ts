import type { TPage } from '@pulseboard/contract/envelope';
import type { TPointsEntry } from '@pulseboard/contract/members-actions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberRecordKeys } from '../../../lib/query-keys.ts';

export type TPointsHistoryQuery = { page: number; pageSize: number };

export function getMemberPointsHistory(
  clubId: number,
  memberId: number,
  query: TPointsHistoryQuery,
  signal?: AbortSignal,
) {
  return request<TPage<TPointsEntry>>(`/dashboard/clients/${clubId}/members/${memberId}/points/history`, {
    query,
    signal,
  });
}

export const memberPointsHistoryQueryOptions = (
  clubId: number,
  memberId: number,
  query: TPointsHistoryQuery,
) =>
  queryOptions({
    queryKey: memberRecordKeys.pointsHistory(clubId, memberId, query),
    queryFn: ({ signal }) => getMemberPointsHistory(clubId, memberId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useMemberPointsHistory(clubId: number, memberId: number, query: TPointsHistoryQuery) {
  return useQuery(memberPointsHistoryQueryOptions(clubId, memberId, query));
}

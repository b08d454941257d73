import type { TPodAssignment, TPodAssignmentFilter } from '@pulseboard/contract/loaner-pods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { podsKey } from './get-loaner-pods.ts';

export type TAssignmentPage = { list: TPodAssignment[]; totalRecords: number };
export type TAssignmentsQuery = { page: number; pageSize: number; filter: TPodAssignmentFilter };

export function getPodAssignments(clubId: number, query: TAssignmentsQuery, signal?: AbortSignal) {
  return request<TAssignmentPage>(`/dashboard/clients/${clubId}/loaner-pods/assignments/page/${query.page}`, {
    method: 'POST',
    query: { pageSize: query.pageSize },
    body: query.filter,
    signal,
  });
}

export const podAssignmentsQueryOptions = (clubId: number, query: TAssignmentsQuery) =>
  queryOptions({
    queryKey: [...podsKey(clubId), 'assignments', query],
    queryFn: ({ signal }) => getPodAssignments(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function usePodAssignments(clubId: number, query: TAssignmentsQuery) {
  return useQuery(podAssignmentsQueryOptions(clubId, query));
}

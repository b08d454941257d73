import type { TPage } from '@pulseboard/contract/envelope';
import type { TPodAssignment, TPodAssignmentFilter } from '@pulseboard/contract/loaner-pods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

export type TAssignmentsQuery = { page: number; pageSize: number; filter: TPodAssignmentFilter };

export function getPodAssignments(clubId: number, query: TAssignmentsQuery, signal?: AbortSignal) {
  return request<TPage<TPodAssignment>>(
    `/dashboard/clients/${clubId}/loaner-pods/assignments/page/${query.page}`,
    {
      method: 'POST',
      query: { pageSize: query.pageSize },
      body: query.filter,
      signal,
    },
  );
}

export const podAssignmentsQueryOptions = (clubId: number, query: TAssignmentsQuery) =>
  queryOptions({
    queryKey: loanerPodKeys.assignments(clubId, query),
    queryFn: ({ signal }) => getPodAssignments(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function usePodAssignments(clubId: number, query: TAssignmentsQuery) {
  return useQuery(podAssignmentsQueryOptions(clubId, query));
}

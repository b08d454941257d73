import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberDetailKeys } from '../../../lib/query-keys.ts';

// GET .../members/{memberId}/points belongs to the member actions work (SPEC.md section 7); until its
// contract (TMemberPoints in members-actions.ts) is on main, its answer is typed here.
export type TMemberPointsAnswer = { earned: number; spent: number; spendable: number };

export function getMemberPoints(clubId: number, memberId: number, signal?: AbortSignal) {
  return request<TMemberPointsAnswer>(`/dashboard/clients/${clubId}/members/${memberId}/points`, { signal });
}

export const memberPointsQueryOptions = (clubId: number, memberId: number) =>
  queryOptions({
    queryKey: memberDetailKeys.points(clubId, memberId),
    queryFn: ({ signal }) => getMemberPoints(clubId, memberId, signal),
    retry: false,
  });

export function useMemberPoints(clubId: number, memberId: number) {
  return useQuery(memberPointsQueryOptions(clubId, memberId));
}

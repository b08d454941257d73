import type { TMemberPoints } from '@pulseboard/contract/members-actions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberRecordKeys } from '../../../lib/query-keys.ts';

export function getMemberPoints(clubId: number, memberId: number, signal?: AbortSignal) {
  return request<TMemberPoints>(`/dashboard/clients/${clubId}/members/${memberId}/points`, { signal });
}

export const memberPointsQueryOptions = (clubId: number, memberId: number) =>
  queryOptions({
    queryKey: memberRecordKeys.points(clubId, memberId),
    queryFn: ({ signal }) => getMemberPoints(clubId, memberId, signal),
  });

export function useMemberPoints(clubId: number, memberId: number, { enabled = true } = {}) {
  return useQuery({ ...memberPointsQueryOptions(clubId, memberId), enabled });
}

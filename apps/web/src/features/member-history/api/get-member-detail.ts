import type { TMemberListItem } from '@pulseboard/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberDetailKeys } from '../../../lib/query-keys.ts';

export function getMemberDetail(clubId: number, memberId: number, signal?: AbortSignal) {
  return request<TMemberListItem>(`/dashboard/clients/${clubId}/members/${memberId}`, { signal });
}

export const memberDetailQueryOptions = (clubId: number, memberId: number) =>
  queryOptions({
    queryKey: memberDetailKeys.detail(clubId, memberId),
    queryFn: ({ signal }) => getMemberDetail(clubId, memberId, signal),
  });

export function useMemberDetail(clubId: number, memberId: number) {
  return useQuery(memberDetailQueryOptions(clubId, memberId));
}

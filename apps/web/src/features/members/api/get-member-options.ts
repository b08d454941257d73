import type { TMemberOptions } from '@pulseboard/contract/members-actions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberRecordKeys } from '../../../lib/query-keys.ts';

/** The club's journey levels and XGT phases (the contract's defaults until the owner edits them). */
export function getMemberOptions(clubId: number, signal?: AbortSignal) {
  return request<TMemberOptions>(`/dashboard/clients/${clubId}/members/options`, { signal });
}

export const memberOptionsQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: memberRecordKeys.options(clubId),
    queryFn: ({ signal }) => getMemberOptions(clubId, signal),
    staleTime: 60_000,
  });

export function useMemberOptions(clubId: number, { enabled = true } = {}) {
  return useQuery({ ...memberOptionsQueryOptions(clubId), enabled });
}

import type { TAccount } from '@pulseboard/contract/accounts';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

/** Members of the club matching a name or email (the accounts list with includeMembers). */
export function searchClubMembers(clubId: number, keyword: string, signal?: AbortSignal) {
  return request<TPage<TAccount>>(`/dashboard/clients/${clubId}/accounts`, {
    query: { includeMembers: 'true', role: 'member', keyword: keyword || undefined, pageSize: 20 },
    signal,
  });
}

export const clubMembersQueryOptions = (clubId: number, keyword: string) =>
  queryOptions({
    queryKey: accountKeys.search(clubId, 'members', keyword),
    queryFn: ({ signal }) => searchClubMembers(clubId, keyword, signal),
    placeholderData: keepPreviousData,
  });

export function useClubMembers(clubId: number, keyword: string, enabled = true) {
  return useQuery({ ...clubMembersQueryOptions(clubId, keyword), enabled });
}

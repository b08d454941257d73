import type { TPage } from '@pulseboard/contract/envelope';
import type { TMemberFilter, TMemberListItem } from '@pulseboard/contract/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http.ts';
import { memberKeys } from '../lib/query-keys.ts';

const PAGE_SIZE = 20;

/** A page of the club's members matching a name, email, nickname or device id; every staff role may ask. */
export function getClubMembers(clubId: number, filter: TMemberFilter, signal?: AbortSignal) {
  return request<TPage<TMemberListItem>>(`/dashboard/clients/${clubId}/members/page/1`, {
    method: 'POST',
    query: { pageSize: PAGE_SIZE },
    body: filter,
    signal,
  });
}

export const clubMembersQueryOptions = (clubId: number, keyword: string) =>
  queryOptions({
    queryKey: memberKeys.search(clubId, keyword),
    queryFn: ({ signal }) => getClubMembers(clubId, { keyword: keyword || undefined }, signal),
    placeholderData: keepPreviousData,
  });

export function useClubMembers(clubId: number, keyword: string, enabled = true) {
  return useQuery({ ...clubMembersQueryOptions(clubId, keyword), enabled });
}

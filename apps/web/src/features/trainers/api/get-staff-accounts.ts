import type { TAccount } from '@pulseboard/contract/accounts';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

const PAGE_SIZE = 20;

/** GET /dashboard/clients/{id}/accounts: the first page of the club's staff logins matching a name or email. */
export function getStaffAccounts(clubId: number, keyword: string, signal?: AbortSignal) {
  return request<TPage<TAccount>>(`/dashboard/clients/${clubId}/accounts`, {
    query: { keyword: keyword || undefined, page: 1, pageSize: PAGE_SIZE },
    signal,
  });
}

export const staffAccountsQueryOptions = (clubId: number, keyword: string) =>
  queryOptions({
    queryKey: accountKeys.search(clubId, 'staff', keyword),
    queryFn: ({ signal }) => getStaffAccounts(clubId, keyword, signal),
    placeholderData: keepPreviousData,
  });

/** Off for roles that may not list accounts (the API answers them 403). */
export function useStaffAccounts(clubId: number, keyword: string, enabled = true) {
  return useQuery({ ...staffAccountsQueryOptions(clubId, keyword), enabled });
}

import type { TAccount } from '@pulseboard/contract/accounts';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

/** The club's staff accounts (the stations), searched by name or email, for the account picker. */
export function getStationAccounts(clubId: number, keyword: string, signal?: AbortSignal) {
  return request<TPage<TAccount>>(`/dashboard/clients/${clubId}/accounts`, {
    query: { keyword: keyword || undefined, pageSize: 50, sortField: 'name', sortOrder: 'ascend' },
    signal,
  });
}

export const stationAccountsQueryOptions = (clubId: number, keyword: string) =>
  queryOptions({
    queryKey: accountKeys.search(clubId, 'stations', keyword),
    queryFn: ({ signal }) => getStationAccounts(clubId, keyword, signal),
    placeholderData: keepPreviousData,
  });

export function useStationAccounts(clubId: number, keyword: string, enabled = true) {
  return useQuery({ ...stationAccountsQueryOptions(clubId, keyword), enabled });
}

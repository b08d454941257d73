import type { TAccount } from '@pulseboard/contract/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';

/** The club's staff accounts (the stations), searched by name or email, for the account picker. */
export function getStationAccounts(clubId: number, keyword: string, signal?: AbortSignal) {
  return request<{ list: TAccount[]; totalRecords: number }>(`/dashboard/clients/${clubId}/accounts`, {
    query: { keyword: keyword || undefined, pageSize: 50, sortField: 'name', sortOrder: 'ascend' },
    signal,
  });
}

export const stationAccountsQueryOptions = (clubId: number, keyword: string) =>
  queryOptions({
    queryKey: ['clubs', clubId, 'accounts', 'stations', keyword],
    queryFn: ({ signal }) => getStationAccounts(clubId, keyword, signal),
    placeholderData: keepPreviousData,
  });

export function useStationAccounts(clubId: number, keyword: string, enabled = true) {
  return useQuery({ ...stationAccountsQueryOptions(clubId, keyword), enabled });
}

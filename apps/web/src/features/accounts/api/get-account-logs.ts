import type { TAccountLog, TAccountLogsQuery } from '@pulseboard/contract/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { accountsKey } from './get-accounts.ts';

export type TAccountLogPage = { list: TAccountLog[]; totalRecords: number };

export function getAccountLogs(
  clubId: number,
  accountId: number,
  query: TAccountLogsQuery,
  signal?: AbortSignal,
) {
  return request<TAccountLogPage>(`/dashboard/clients/${clubId}/accounts/${accountId}/logs`, {
    query: { ...query, keyword: query.keyword || undefined },
    signal,
  });
}

export const accountLogsQueryOptions = (clubId: number, accountId: number, query: TAccountLogsQuery) =>
  queryOptions({
    queryKey: [...accountsKey(clubId), 'logs', accountId, query],
    queryFn: ({ signal }) => getAccountLogs(clubId, accountId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccountLogs(clubId: number, accountId: number, query: TAccountLogsQuery) {
  return useQuery(accountLogsQueryOptions(clubId, accountId, query));
}

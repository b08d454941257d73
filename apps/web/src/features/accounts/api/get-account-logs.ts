import type { TAccountLog, TAccountLogsQuery } from '@pulseboard/contract/accounts';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

export function getAccountLogs(
  clubId: number,
  accountId: number,
  query: TAccountLogsQuery,
  signal?: AbortSignal,
) {
  return request<TPage<TAccountLog>>(`/dashboard/clients/${clubId}/accounts/${accountId}/logs`, {
    query: { ...query, keyword: query.keyword || undefined },
    signal,
  });
}

export const accountLogsQueryOptions = (clubId: number, accountId: number, query: TAccountLogsQuery) =>
  queryOptions({
    queryKey: accountKeys.logs(clubId, accountId, query),
    queryFn: ({ signal }) => getAccountLogs(clubId, accountId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccountLogs(clubId: number, accountId: number, query: TAccountLogsQuery) {
  return useQuery(accountLogsQueryOptions(clubId, accountId, query));
}

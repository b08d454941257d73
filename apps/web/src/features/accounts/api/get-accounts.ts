import type { TAccount, TAccountsQuery } from '@pulseboard/contract/accounts';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

export type TAccountsParams = Partial<Omit<TAccountsQuery, 'includeMembers'>>;

export function getAccounts(clubId: number, query: TAccountsParams, signal?: AbortSignal) {
  return request<TPage<TAccount>>(`/dashboard/clients/${clubId}/accounts`, {
    query: { ...query, keyword: query.keyword || undefined },
    signal,
  });
}

export const accountsQueryOptions = (clubId: number, query: TAccountsParams) =>
  queryOptions({
    queryKey: accountKeys.list(clubId, query),
    queryFn: ({ signal }) => getAccounts(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccounts(clubId: number, query: TAccountsParams) {
  return useQuery(accountsQueryOptions(clubId, query));
}

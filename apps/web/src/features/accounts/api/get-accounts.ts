import type { TAccount, TAccountsQuery } from '@pulseboard/contract/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';

export type TAccountPage = { list: TAccount[]; totalRecords: number };
export type TAccountsParams = Partial<Omit<TAccountsQuery, 'includeMembers'>>;

/** Every query of the club's accounts (and their logs) starts with this key. */
export const accountsKey = (clubId: number) => ['clubs', clubId, 'accounts'] as const;

export function getAccounts(clubId: number, query: TAccountsParams, signal?: AbortSignal) {
  return request<TAccountPage>(`/dashboard/clients/${clubId}/accounts`, {
    query: { ...query, keyword: query.keyword || undefined },
    signal,
  });
}

export const accountsQueryOptions = (clubId: number, query: TAccountsParams) =>
  queryOptions({
    queryKey: [...accountsKey(clubId), 'list', query],
    queryFn: ({ signal }) => getAccounts(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccounts(clubId: number, query: TAccountsParams) {
  return useQuery(accountsQueryOptions(clubId, query));
}

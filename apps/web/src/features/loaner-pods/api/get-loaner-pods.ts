import type { TPage } from '@pulseboard/contract/envelope';
import type { TLoanerPod, TLoanerPodListFilter } from '@pulseboard/contract/loaner-pods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

export type TPodsQuery = { page: number; pageSize: number; filter: TLoanerPodListFilter };

export function getLoanerPods(clubId: number, { page, pageSize, filter }: TPodsQuery, signal?: AbortSignal) {
  return request<TPage<TLoanerPod>>(`/dashboard/clients/${clubId}/loaner-pods/page/${page}`, {
    method: 'POST',
    query: { pageSize },
    body: filter,
    signal,
  });
}

export const loanerPodsQueryOptions = (clubId: number, query: TPodsQuery) =>
  queryOptions({
    queryKey: loanerPodKeys.list(clubId, query),
    queryFn: ({ signal }) => getLoanerPods(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useLoanerPods(clubId: number, query: TPodsQuery) {
  return useQuery(loanerPodsQueryOptions(clubId, query));
}

import type { TLoanerPod, TLoanerPodListFilter } from '@pulseboard/contract/loaner-pods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';

export type TPodPage = { list: TLoanerPod[]; totalRecords: number };
export type TPodsQuery = { page: number; pageSize: number; filter: TLoanerPodListFilter };

/** Every query of the club's pods and their history starts with this key. */
export const podsKey = (clubId: number) => ['clubs', clubId, 'loaner-pods'] as const;

export function getLoanerPods(clubId: number, { page, pageSize, filter }: TPodsQuery, signal?: AbortSignal) {
  return request<TPodPage>(`/dashboard/clients/${clubId}/loaner-pods/page/${page}`, {
    method: 'POST',
    query: { pageSize },
    body: filter,
    signal,
  });
}

export const loanerPodsQueryOptions = (clubId: number, query: TPodsQuery) =>
  queryOptions({
    queryKey: [...podsKey(clubId), 'list', query],
    queryFn: ({ signal }) => getLoanerPods(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useLoanerPods(clubId: number, query: TPodsQuery) {
  return useQuery(loanerPodsQueryOptions(clubId, query));
}

import type { TPage } from '@pulseboard/contract/envelope';
import type { TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

const PICKER_SIZE = 20;

/** The club's pods on the shelf whose barcode, bluetooth name or location matches (the assign-pod picker). */
export function getShelfPods(clubId: number, keyword: string, signal?: AbortSignal) {
  return request<TPage<TLoanerPod>>(`/dashboard/clients/${clubId}/loaner-pods/page/1`, {
    method: 'POST',
    query: { pageSize: PICKER_SIZE },
    body: { keyword: keyword || undefined, assigned: false, sortField: 'barcode', sortOrder: 'ascend' },
    signal,
  });
}

export const shelfPodsQueryOptions = (clubId: number, keyword: string) =>
  queryOptions({
    queryKey: loanerPodKeys.list(clubId, { picker: 'shelf', keyword }),
    queryFn: ({ signal }) => getShelfPods(clubId, keyword, signal),
  });

export function useShelfPods(clubId: number, keyword: string) {
  return useQuery(shelfPodsQueryOptions(clubId, keyword));
}

import type { TLoanerPod, TLoanerPodInput } from '@pulseboard/contract/loaner-pods';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

export function updateLoanerPod(clubId: number, podId: number, body: TLoanerPodInput): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods/${podId}`, { method: 'POST', body });
}

export function useUpdateLoanerPod(clubId: number) {
  return useApiMutation({
    mutationFn: ({ podId, ...body }: TLoanerPodInput & { podId: number }) =>
      updateLoanerPod(clubId, podId, body),
    invalidates: [loanerPodKeys.all(clubId)],
  });
}

import type { TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

export function unassignPod(clubId: number, podId: number): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods/${podId}/actions/unassign`, {
    method: 'POST',
  });
}

export function useUnassignPod(clubId: number) {
  return useApiMutation({
    mutationFn: (podId: number) => unassignPod(clubId, podId),
    invalidates: [loanerPodKeys.all(clubId)],
  });
}

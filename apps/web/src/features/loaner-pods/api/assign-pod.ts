import type { TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

export function assignPod(clubId: number, podId: number, userId: number): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods/${podId}/actions/assign`, {
    method: 'POST',
    body: { userId },
  });
}

export function useAssignPod(clubId: number) {
  return useApiMutation({
    mutationFn: ({ podId, userId }: { podId: number; userId: number }) => assignPod(clubId, podId, userId),
    invalidates: [loanerPodKeys.all(clubId)],
  });
}

import type { TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { podsKey } from './get-loaner-pods.ts';

export function unassignPod(clubId: number, podId: number): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods/${podId}/actions/unassign`, {
    method: 'POST',
  });
}

export function useUnassignPod(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (podId: number) => unassignPod(clubId, podId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podsKey(clubId) }),
  });
}

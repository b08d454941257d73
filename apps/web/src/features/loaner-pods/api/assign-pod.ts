import type { TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { podsKey } from './get-loaner-pods.ts';

export function assignPod(clubId: number, podId: number, userId: number): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods/${podId}/actions/assign`, {
    method: 'POST',
    body: { userId },
  });
}

export function useAssignPod(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ podId, userId }: { podId: number; userId: number }) => assignPod(clubId, podId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podsKey(clubId) }),
  });
}

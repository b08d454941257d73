import type { TLoanerPod, TLoanerPodInput } from '@pulseboard/contract/loaner-pods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { podsKey } from './get-loaner-pods.ts';

export function updateLoanerPod(clubId: number, podId: number, body: TLoanerPodInput): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods/${podId}`, { method: 'POST', body });
}

export function useUpdateLoanerPod(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ podId, ...body }: TLoanerPodInput & { podId: number }) =>
      updateLoanerPod(clubId, podId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podsKey(clubId) }),
  });
}

import type { TLoanerPod, TLoanerPodInput } from '@pulseboard/contract/loaner-pods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { podsKey } from './get-loaner-pods.ts';

export function createLoanerPod(clubId: number, body: TLoanerPodInput): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods`, { method: 'PUT', body });
}

export function useCreateLoanerPod(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoanerPodInput) => createLoanerPod(clubId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podsKey(clubId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { podsKey } from './get-loaner-pods.ts';

export function deleteLoanerPod(clubId: number, podId: number): Promise<{ ok: true }> {
  return request(`/dashboard/clients/${clubId}/loaner-pods/${podId}`, { method: 'DELETE' });
}

export function useDeleteLoanerPod(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (podId: number) => deleteLoanerPod(clubId, podId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podsKey(clubId) }),
  });
}

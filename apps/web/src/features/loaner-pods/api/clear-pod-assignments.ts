import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { podsKey } from './get-loaner-pods.ts';

export function clearPodAssignments(clubId: number): Promise<{ cleared: number }> {
  return request(`/dashboard/clients/${clubId}/loaner-pods/actions/clear-all-assignments`, {
    method: 'POST',
  });
}

export function useClearPodAssignments(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearPodAssignments(clubId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podsKey(clubId) }),
  });
}

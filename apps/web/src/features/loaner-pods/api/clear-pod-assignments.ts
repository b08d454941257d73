import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

export function clearPodAssignments(clubId: number): Promise<{ cleared: number }> {
  return request(`/dashboard/clients/${clubId}/loaner-pods/actions/clear-all-assignments`, {
    method: 'POST',
  });
}

export function useClearPodAssignments(clubId: number) {
  return useApiMutation({
    mutationFn: () => clearPodAssignments(clubId),
    invalidates: [loanerPodKeys.all(clubId)],
  });
}

import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

export function deleteLoanerPod(clubId: number, podId: number): Promise<TOkData> {
  return request(`/dashboard/clients/${clubId}/loaner-pods/${podId}`, { method: 'DELETE' });
}

export function useDeleteLoanerPod(clubId: number) {
  return useApiMutation({
    mutationFn: (podId: number) => deleteLoanerPod(clubId, podId),
    invalidates: [loanerPodKeys.all(clubId)],
  });
}

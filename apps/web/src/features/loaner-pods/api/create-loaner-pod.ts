import type { TLoanerPod, TLoanerPodInput } from '@pulseboard/contract/loaner-pods';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

export function createLoanerPod(clubId: number, body: TLoanerPodInput): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods`, { method: 'PUT', body });
}

export function useCreateLoanerPod(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TLoanerPodInput) => createLoanerPod(clubId, body),
    invalidates: [loanerPodKeys.all(clubId)],
  });
}

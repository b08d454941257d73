import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { faqKeys } from '../../../lib/query-keys.ts';

export function deleteFaq(id: number): Promise<TOkData> {
  return request<TOkData>(`/dashboard/faqs/${id}`, { method: 'DELETE' });
}

export function useDeleteFaq() {
  return useApiMutation({
    mutationFn: deleteFaq,
    invalidates: [faqKeys.all()],
  });
}

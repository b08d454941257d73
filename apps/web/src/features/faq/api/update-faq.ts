import type { TFaq, TFaqInput } from '@pulseboard/contract/faq';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { faqKeys } from '../../../lib/query-keys.ts';

export function updateFaq({ id, ...body }: TFaqInput & { id: number }): Promise<TFaq> {
  return request<TFaq>(`/dashboard/faqs/${id}`, { method: 'POST', body });
}

export function useUpdateFaq() {
  return useApiMutation({
    mutationFn: updateFaq,
    invalidates: [faqKeys.all()],
  });
}

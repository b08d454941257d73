import type { TFaq, TFaqInput } from '@pulseboard/contract/faq';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { faqKeys } from '../../../lib/query-keys.ts';

export function createFaq(body: TFaqInput): Promise<TFaq> {
  return request<TFaq>('/dashboard/faqs', { method: 'PUT', body });
}

export function useCreateFaq() {
  return useApiMutation({
    mutationFn: createFaq,
    invalidates: [faqKeys.all()],
  });
}

import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { faqKeys } from '../../../lib/query-keys.ts';
import type { TFaqList } from './get-faqs.ts';

/** Sends every id in the new order; the answer is the reordered list. */
export function reorderFaqs(ids: number[]): Promise<TFaqList> {
  return request<TFaqList>('/dashboard/faqs/actions/reorder', { method: 'POST', body: { ids } });
}

export function useReorderFaqs() {
  return useApiMutation({
    mutationFn: reorderFaqs,
    onSuccess: (list, _variables, _result, { client }) => client.setQueryData(faqKeys.all(), list),
  });
}

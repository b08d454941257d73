import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { faqsQueryOptions, type TFaqList } from './get-faqs.ts';

/** Sends every id in the new order; the answer is the reordered list. */
export function reorderFaqs(ids: number[]): Promise<TFaqList> {
  return request<TFaqList>('/dashboard/faqs/actions/reorder', { method: 'POST', body: { ids } });
}

export function useReorderFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFaqs,
    onSuccess: (list) => queryClient.setQueryData(faqsQueryOptions().queryKey, list),
  });
}

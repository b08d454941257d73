import type { TFaq, TFaqInput } from '@pulseboard/contract/faq';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { faqsQueryOptions } from './get-faqs.ts';

export function updateFaq({ id, ...body }: TFaqInput & { id: number }): Promise<TFaq> {
  return request<TFaq>(`/dashboard/faqs/${id}`, { method: 'POST', body });
}

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqsQueryOptions().queryKey }),
  });
}

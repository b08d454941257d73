import type { TFaq, TFaqInput } from '@pulseboard/contract/faq';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { faqsQueryOptions } from './get-faqs.ts';

export function createFaq(body: TFaqInput): Promise<TFaq> {
  return request<TFaq>('/dashboard/faqs', { method: 'PUT', body });
}

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqsQueryOptions().queryKey }),
  });
}

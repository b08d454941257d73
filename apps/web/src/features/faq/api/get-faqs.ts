import type { TFaq } from '@pulseboard/contract/faq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';

export type TFaqList = { list: TFaq[]; totalRecords: number };

export function getFaqs({ signal }: { signal?: AbortSignal } = {}): Promise<TFaqList> {
  return request<TFaqList>('/dashboard/faqs', { signal });
}

export const faqsQueryOptions = () => queryOptions({ queryKey: ['faqs'], queryFn: getFaqs });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}

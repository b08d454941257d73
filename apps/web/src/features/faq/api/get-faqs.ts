import type { TPage } from '@pulseboard/contract/envelope';
import type { TFaq } from '@pulseboard/contract/faq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { faqKeys } from '../../../lib/query-keys.ts';

export type TFaqList = TPage<TFaq>;

export function getFaqs({ signal }: { signal?: AbortSignal } = {}): Promise<TFaqList> {
  return request<TFaqList>('/dashboard/faqs', { signal });
}

export const faqsQueryOptions = () => queryOptions({ queryKey: faqKeys.all(), queryFn: getFaqs });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}

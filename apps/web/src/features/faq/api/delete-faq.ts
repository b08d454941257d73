import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { faqsQueryOptions } from './get-faqs.ts';

export function deleteFaq(id: number): Promise<{ ok: true }> {
  return request<{ ok: true }>(`/dashboard/faqs/${id}`, { method: 'DELETE' });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqsQueryOptions().queryKey }),
  });
}

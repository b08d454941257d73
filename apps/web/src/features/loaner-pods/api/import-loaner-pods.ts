import type { TPodImportResult } from '@pulseboard/contract/loaner-pods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { podsKey } from './get-loaner-pods.ts';

/** Multipart field "file"; a bad row answers 400 with `rows.<row>.<column>` messages and imports nothing. */
export function importLoanerPods(clubId: number, file: File): Promise<TPodImportResult> {
  const body = new FormData();
  body.append('file', file);
  return request<TPodImportResult>(`/dashboard/clients/${clubId}/loaner-pods/actions/import`, {
    method: 'POST',
    body,
  });
}

export function useImportLoanerPods(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importLoanerPods(clubId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podsKey(clubId) }),
    // The row errors are listed in the import panel instead of a toast.
    meta: { silent: true },
  });
}

import type { TPodImportResult } from '@pulseboard/contract/loaner-pods';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys } from '../../../lib/query-keys.ts';

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
  return useApiMutation({
    mutationFn: (file: File) => importLoanerPods(clubId, file),
    invalidates: [loanerPodKeys.all(clubId)],
    // The row errors are listed in the import panel instead of a toast.
    meta: { silent: true },
  });
}

import type { TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';

export function findPodByBarcode(clubId: number, barcode: string): Promise<TLoanerPod> {
  return request<TLoanerPod>(`/dashboard/clients/${clubId}/loaner-pods/actions/find-by-barcode`, {
    method: 'POST',
    body: { barcode },
  });
}

/** The caller shows the 404 ('No pod of this club has this barcode') next to the scanner input. */
export function useFindPodByBarcode(clubId: number) {
  return useApiMutation({
    mutationFn: (barcode: string) => findPodByBarcode(clubId, barcode),
    meta: { silent: true },
  });
}

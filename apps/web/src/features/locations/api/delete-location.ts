import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { locationKeys } from '../../../lib/query-keys.ts';

/** DELETE /dashboard/clients/{id}/locations/{locationId}. */
export function deleteLocation(clubId: number, locationId: number) {
  return request<TOkData>(`/dashboard/clients/${clubId}/locations/${locationId}`, { method: 'DELETE' });
}

export function useDeleteLocation(clubId: number) {
  return useApiMutation({
    mutationFn: (locationId: number) => deleteLocation(clubId, locationId),
    invalidates: [locationKeys.all(clubId)],
  });
}

import type { TLocation } from '@pulseboard/contract/locations';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { locationKeys } from '../../../lib/query-keys.ts';
import type { TLocationBody } from './create-location.ts';

/** POST /dashboard/clients/{id}/locations/{locationId}; an omitted secret keeps the stored one. */
export function updateLocation(clubId: number, locationId: number, body: TLocationBody): Promise<TLocation> {
  return request<TLocation>(`/dashboard/clients/${clubId}/locations/${locationId}`, { method: 'POST', body });
}

export function useUpdateLocation(clubId: number) {
  return useApiMutation({
    mutationFn: ({ locationId, body }: { locationId: number; body: TLocationBody }) =>
      updateLocation(clubId, locationId, body),
    invalidates: [locationKeys.all(clubId)],
  });
}

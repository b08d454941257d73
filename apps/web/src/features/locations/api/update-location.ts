import type { TLocation } from '@pulseboard/contract/locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import type { TLocationBody } from './create-location.ts';
import { locationsQueryKey } from './get-locations.ts';

/** POST /dashboard/clients/{id}/locations/{locationId}; an omitted secret keeps the stored one. */
export function updateLocation({
  clubId,
  locationId,
  body,
}: {
  clubId: number;
  locationId: number;
  body: TLocationBody;
}): Promise<TLocation> {
  return request<TLocation>(`/dashboard/clients/${clubId}/locations/${locationId}`, { method: 'POST', body });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: (_saved, { clubId }) => queryClient.invalidateQueries({ queryKey: locationsQueryKey(clubId) }),
  });
}

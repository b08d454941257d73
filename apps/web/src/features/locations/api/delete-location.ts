import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { locationsQueryKey } from './get-locations.ts';

/** DELETE /dashboard/clients/{id}/locations/{locationId}. */
export function deleteLocation({ clubId, locationId }: { clubId: number; locationId: number }) {
  return request<{ ok: true }>(`/dashboard/clients/${clubId}/locations/${locationId}`, { method: 'DELETE' });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: (_ok, { clubId }) => queryClient.invalidateQueries({ queryKey: locationsQueryKey(clubId) }),
  });
}

import type { TLocation, ZLocationInput } from '@pulseboard/contract/locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http.ts';
import { locationsQueryKey } from './get-locations.ts';

/** What the location form sends (before the server's defaults and trimming). */
export type TLocationBody = z.input<typeof ZLocationInput>;

/** PUT /dashboard/clients/{id}/locations. */
export function createLocation({
  clubId,
  body,
}: {
  clubId: number;
  body: TLocationBody;
}): Promise<TLocation> {
  return request<TLocation>(`/dashboard/clients/${clubId}/locations`, { method: 'PUT', body });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: (_saved, { clubId }) => queryClient.invalidateQueries({ queryKey: locationsQueryKey(clubId) }),
  });
}

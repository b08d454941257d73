import type { TLocation, ZLocationInput } from '@pulseboard/contract/locations';
import type { z } from 'zod';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { locationKeys } from '../../../lib/query-keys.ts';

/** What the location form sends (before the server's defaults and trimming). */
export type TLocationBody = z.input<typeof ZLocationInput>;

/** PUT /dashboard/clients/{id}/locations. */
export function createLocation(clubId: number, body: TLocationBody): Promise<TLocation> {
  return request<TLocation>(`/dashboard/clients/${clubId}/locations`, { method: 'PUT', body });
}

export function useCreateLocation(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TLocationBody) => createLocation(clubId, body),
    invalidates: [locationKeys.all(clubId)],
  });
}

import type { TLocation } from '@pulseboard/contract/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { locationKeys } from '../../../lib/query-keys.ts';

/** GET /dashboard/clients/{id}/locations/{locationId}: secrets come back only as 'set' flags. */
export function getLocation(clubId: number, locationId: number, signal?: AbortSignal): Promise<TLocation> {
  return request<TLocation>(`/dashboard/clients/${clubId}/locations/${locationId}`, { signal });
}

export const locationQueryOptions = (clubId: number, locationId: number) =>
  queryOptions({
    queryKey: locationKeys.detail(clubId, locationId),
    queryFn: ({ signal }) => getLocation(clubId, locationId, signal),
  });

export function useLocation(clubId: number, locationId: number | undefined) {
  return useQuery({ ...locationQueryOptions(clubId, locationId ?? 0), enabled: locationId !== undefined });
}

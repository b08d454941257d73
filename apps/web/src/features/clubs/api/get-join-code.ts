import type { TJoinCodeData } from '@pulseboard/contract/club-join';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** GET /dashboard/clients/{id}/join-code: the code of the club's registration link. */
export function getJoinCode(clubId: number, signal?: AbortSignal): Promise<TJoinCodeData> {
  return request<TJoinCodeData>(`/dashboard/clients/${clubId}/join-code`, { signal });
}

export const joinCodeQueryOptions = (clubId: number) =>
  queryOptions({ queryKey: clubKeys.joinCode(clubId), queryFn: ({ signal }) => getJoinCode(clubId, signal) });

export function useJoinCode(clubId: number) {
  return useQuery(joinCodeQueryOptions(clubId));
}

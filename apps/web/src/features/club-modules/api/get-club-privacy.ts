import type { TClubPrivacy } from '@pulseboard/contract/club-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

export function getClubPrivacy(clubId: number, signal?: AbortSignal): Promise<TClubPrivacy> {
  return request<TClubPrivacy>(`/dashboard/clients/${clubId}/privacy`, { signal });
}

export const clubPrivacyQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: clubKeys.privacy(clubId),
    queryFn: ({ signal }) => getClubPrivacy(clubId, signal),
  });

export function useClubPrivacy(clubId: number) {
  return useQuery(clubPrivacyQueryOptions(clubId));
}

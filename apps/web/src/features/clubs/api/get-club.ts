import type { TClub } from '@pulseboard/contract/clubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

export function getClub(clubId: number, signal?: AbortSignal): Promise<TClub> {
  return request<TClub>(`/dashboard/clients/${clubId}`, { signal });
}

export const clubQueryOptions = (clubId: number) =>
  queryOptions({ queryKey: clubKeys.detail(clubId), queryFn: ({ signal }) => getClub(clubId, signal) });

export function useClub(clubId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubQueryOptions(clubId), enabled: enabled && clubId > 0 });
}

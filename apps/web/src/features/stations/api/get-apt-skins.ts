import type { TSkin } from '@pulseboard/contract/stations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';

/** GET /dashboard/apt-skins: `label` is a message key with en and es. */
export function getAptSkins(signal?: AbortSignal): Promise<TSkin[]> {
  return request<TSkin[]>('/dashboard/apt-skins', { signal });
}

export const aptSkinsQueryOptions = () =>
  queryOptions({
    queryKey: ['apt-skins'],
    queryFn: ({ signal }) => getAptSkins(signal),
    staleTime: Infinity,
  });

export function useAptSkins() {
  return useQuery(aptSkinsQueryOptions());
}

import type { TSkin } from '@pulseboard/contract/stations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { aptSkinKeys } from '../../../lib/query-keys.ts';

/** GET /dashboard/apt-skins: `label` is a message key with en and es. */
export function getAptSkins(signal?: AbortSignal): Promise<TSkin[]> {
  return request<TSkin[]>('/dashboard/apt-skins', { signal });
}

export const aptSkinsQueryOptions = () =>
  queryOptions({
    queryKey: aptSkinKeys.all(),
    queryFn: ({ signal }) => getAptSkins(signal),
    staleTime: Infinity,
  });

export function useAptSkins() {
  return useQuery(aptSkinsQueryOptions());
}

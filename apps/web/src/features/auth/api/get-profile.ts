import type { TProfile } from '@pulseboard/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<TProfile> {
  return request<TProfile>('/dashboard/profile', { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.current(),
    queryFn: getProfile,
    staleTime: 5 * 60_000,
    // A failed profile load ends the session on its own (SessionGate, route guards): no re-login dialog.
    meta: { sessionDialog: false },
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

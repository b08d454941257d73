import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from '../../../lib/query-keys.ts';
import { getProfile } from './profile-request.ts';

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

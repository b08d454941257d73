import type { TLeaderboardShare } from '@pulseboard/contract/leaderboards';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { leaderboardKeys } from '../../../lib/query-keys.ts';

export function revokeShareLink(clubId: number) {
  return request<TLeaderboardShare>(`/dashboard/clients/${clubId}/leaderboard/actions/revoke-share-link`, {
    method: 'POST',
  });
}

/** Switches the public link off: nobody outside the club can open the board until a new one is made. */
export function useRevokeShareLink(clubId: number) {
  return useApiMutation({
    mutationFn: () => revokeShareLink(clubId),
    onSuccess: (share, _variables, _result, { client }) =>
      client.setQueryData(leaderboardKeys.share(clubId), share),
  });
}

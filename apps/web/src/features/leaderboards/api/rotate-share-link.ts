import type { TLeaderboardShare } from '@pulseboard/contract/leaderboards';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { leaderboardKeys } from '../../../lib/query-keys.ts';

export function rotateShareLink(clubId: number) {
  return request<TLeaderboardShare>(`/dashboard/clients/${clubId}/leaderboard/actions/rotate-share-link`, {
    method: 'POST',
  });
}

/** Makes a new public link (the first one, or a replacement: the old one stops working at once). */
export function useRotateShareLink(clubId: number) {
  return useApiMutation({
    mutationFn: () => rotateShareLink(clubId),
    onSuccess: (share, _variables, _result, { client }) =>
      client.setQueryData(leaderboardKeys.share(clubId), share),
  });
}

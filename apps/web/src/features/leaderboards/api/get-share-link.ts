import type { TLeaderboardShare } from '@pulseboard/contract/leaderboards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { leaderboardKeys } from '../../../lib/query-keys.ts';

export function getShareLink(clubId: number, signal?: AbortSignal) {
  return request<TLeaderboardShare>(`/dashboard/clients/${clubId}/leaderboard/share`, { signal });
}

export const shareLinkQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: leaderboardKeys.share(clubId),
    queryFn: ({ signal }) => getShareLink(clubId, signal),
  });

/** Whether the club has a public board link, and its path (the club's owners only). */
export function useShareLink(clubId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shareLinkQueryOptions(clubId), enabled });
}

import type { TLeaderboard } from '@pulseboard/contract/leaderboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { leaderboardKeys } from '../../../lib/query-keys.ts';
import { apiQuery } from '../utils/board-query.ts';
import type { TBoardQuery } from './get-leaderboard.ts';

// No session: the share token is the only key, in the path of the public call (never a session token).
export function getPublicLeaderboard(
  clubId: number,
  token: string,
  { filter, page, pageSize }: TBoardQuery,
  signal?: AbortSignal,
) {
  return request<TLeaderboard>(`/public/leaderboard/${clubId}/${encodeURIComponent(token)}`, {
    query: apiQuery(filter, { page, pageSize }),
    signal,
  });
}

/** The public board of a share link; the page shows a refused link itself, so no toast. */
export function usePublicLeaderboard(
  clubId: number,
  token: string | undefined,
  query: TBoardQuery | undefined,
) {
  return useQuery({
    queryKey: leaderboardKeys.public(clubId, token ?? '', query ?? {}),
    queryFn: ({ signal }) => getPublicLeaderboard(clubId, token ?? '', query as TBoardQuery, signal),
    enabled: Boolean(clubId && token && query),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

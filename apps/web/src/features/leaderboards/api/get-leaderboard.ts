import type { TLeaderboard, TLeaderboardFilterInput } from '@pulseboard/contract/leaderboards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { leaderboardKeys } from '../../../lib/query-keys.ts';
import { apiQuery } from '../utils/board-query.ts';

export type TBoardQuery = { filter: TLeaderboardFilterInput; page: number; pageSize: number };

export function getLeaderboard(
  clubId: number,
  { filter, page, pageSize }: TBoardQuery,
  signal?: AbortSignal,
) {
  return request<TLeaderboard>(`/dashboard/clients/${clubId}/leaderboard`, {
    query: apiQuery(filter, { page, pageSize }),
    signal,
  });
}

export const leaderboardQueryOptions = (clubId: number, query: TBoardQuery) =>
  queryOptions({
    queryKey: leaderboardKeys.board(clubId, query),
    queryFn: ({ signal }) => getLeaderboard(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

/**
 * A page of a club's board. The TV view refetches it on a timer (`refetchInterval`), in the
 * background too (a wall screen never has focus), and keeps the last board while a refetch fails.
 */
export function useLeaderboard(
  clubId: number | undefined,
  query: TBoardQuery | undefined,
  { refetchInterval }: { refetchInterval?: number } = {},
) {
  return useQuery({
    ...leaderboardQueryOptions(clubId ?? 0, query ?? { filter: {}, page: 1, pageSize: 20 }),
    enabled: Boolean(clubId && query),
    refetchInterval,
    refetchIntervalInBackground: refetchInterval !== undefined,
    // The TV view shows its own offline line instead of a toast every minute.
    meta: refetchInterval ? { silent: true } : undefined,
  });
}

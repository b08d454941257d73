import type { TChallengeBoardView, TPublicChallengeBoard } from '@pulseboard/contract/challenges';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { challengeKeys } from '../../../lib/query-keys.ts';

/** A board on a wall or a phone keeps itself current. */
const REFRESH_MS = 60_000;

/** GET /public/challenges/{encryptionId}/leaderboard (no sign-in); an unknown or replaced id is a 404. */
export function getPublicChallengeBoard(
  shareId: string,
  view: TChallengeBoardView | undefined,
  signal?: AbortSignal,
) {
  return request<TPublicChallengeBoard>(`/public/challenges/${encodeURIComponent(shareId)}/leaderboard`, {
    query: { view },
    signal,
  });
}

export const publicChallengeBoardQueryOptions = (shareId: string, view: TChallengeBoardView | undefined) =>
  queryOptions({
    queryKey: challengeKeys.publicBoard(shareId, view),
    queryFn: ({ signal }) => getPublicChallengeBoard(shareId, view, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    // The page says what went wrong itself (a replaced link is expected, not an error to toast).
    meta: { silent: true },
  });

export function usePublicChallengeBoard(shareId: string, view: TChallengeBoardView | undefined) {
  return useQuery(publicChallengeBoardQueryOptions(shareId, view));
}

import type { TChallengeBoard, TChallengeBoardView } from '@pulseboard/contract/challenges';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { challengeKeys } from '../../../lib/query-keys.ts';

/** GET /dashboard/clients/{id}/challenges/{challengeId}/leaderboard?view=teams|members (staff). */
export function getChallengeBoard(
  clubId: number,
  challengeId: number,
  view: TChallengeBoardView | undefined,
  signal?: AbortSignal,
) {
  return request<TChallengeBoard>(`/dashboard/clients/${clubId}/challenges/${challengeId}/leaderboard`, {
    query: { view },
    signal,
  });
}

export const challengeBoardQueryOptions = (
  clubId: number,
  challengeId: number,
  view: TChallengeBoardView | undefined,
) =>
  queryOptions({
    queryKey: challengeKeys.board(clubId, challengeId, view),
    queryFn: ({ signal }) => getChallengeBoard(clubId, challengeId, view, signal),
    placeholderData: keepPreviousData,
  });

export function useChallengeBoard(
  clubId: number,
  challengeId: number,
  view: TChallengeBoardView | undefined,
) {
  return useQuery(challengeBoardQueryOptions(clubId, challengeId, view));
}

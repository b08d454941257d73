import type { TChallengeDetail } from '@pulseboard/contract/challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { challengeKeys } from '../../../lib/query-keys.ts';

/** GET /dashboard/clients/{id}/challenges/{challengeId}: settings, teams and participants. */
export function getChallenge(clubId: number, challengeId: number, signal?: AbortSignal) {
  return request<TChallengeDetail>(`/dashboard/clients/${clubId}/challenges/${challengeId}`, { signal });
}

export const challengeQueryOptions = (clubId: number, challengeId: number) =>
  queryOptions({
    queryKey: challengeKeys.detail(clubId, challengeId),
    queryFn: ({ signal }) => getChallenge(clubId, challengeId, signal),
  });

export function useChallenge(clubId: number, challengeId: number | undefined) {
  return useQuery({ ...challengeQueryOptions(clubId, challengeId ?? 0), enabled: Boolean(challengeId) });
}

import type { TMyChallenges } from '@pulseboard/contract/challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { challengeKeys } from '../../../lib/query-keys.ts';

/** GET /dashboard/challenges/mine: the signed-in member's challenges with their rank, score and team. */
export function getMyChallenges(signal?: AbortSignal) {
  return request<TMyChallenges>('/dashboard/challenges/mine', { signal });
}

export const myChallengesQueryOptions = () =>
  queryOptions({ queryKey: challengeKeys.mine(), queryFn: ({ signal }) => getMyChallenges(signal) });

export function useMyChallenges() {
  return useQuery(myChallengesQueryOptions());
}

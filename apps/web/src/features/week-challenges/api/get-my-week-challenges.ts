import type { TMyWeekChallenges } from '@pulseboard/contract/week-challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export function getMyWeekChallenges(signal?: AbortSignal) {
  return request<TMyWeekChallenges>('/dashboard/week-challenges/mine', { signal });
}

export const myWeekChallengesQueryOptions = () =>
  queryOptions({ queryKey: weekChallengeKeys.mine(), queryFn: ({ signal }) => getMyWeekChallenges(signal) });

/** The signed-in member's runs, running first, each with its weeks and check-ins. */
export function useMyWeekChallenges() {
  return useQuery(myWeekChallengesQueryOptions());
}

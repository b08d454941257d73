import type { TWeekChallengeDetail } from '@pulseboard/contract/week-challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export function getWeekChallenge(clubId: number, runId: number, signal?: AbortSignal) {
  return request<TWeekChallengeDetail>(`/dashboard/clients/${clubId}/week-challenges/${runId}`, { signal });
}

export const weekChallengeQueryOptions = (clubId: number, runId: number) =>
  queryOptions({
    queryKey: weekChallengeKeys.run(clubId, runId),
    queryFn: ({ signal }) => getWeekChallenge(clubId, runId, signal),
  });

/** One run with its weeks; `runId` undefined asks nothing (a closed drawer). */
export function useWeekChallenge(clubId: number, runId: number | undefined) {
  return useQuery({ ...weekChallengeQueryOptions(clubId, runId ?? 0), enabled: runId !== undefined });
}

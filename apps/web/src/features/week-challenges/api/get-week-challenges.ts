import type { TPage } from '@pulseboard/contract/envelope';
import type { TWeekChallenge, TWeekChallengeFilter } from '@pulseboard/contract/week-challenges';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export type TRunsQuery = { page: number; pageSize: number; filter: TWeekChallengeFilter };

export function getWeekChallenges(
  clubId: number,
  { page, pageSize, filter }: TRunsQuery,
  signal?: AbortSignal,
) {
  return request<TPage<TWeekChallenge>>(`/dashboard/clients/${clubId}/week-challenges/page/${page}`, {
    method: 'POST',
    query: { pageSize },
    body: filter,
    signal,
  });
}

export const weekChallengesQueryOptions = (clubId: number, query: TRunsQuery) =>
  queryOptions({
    queryKey: weekChallengeKeys.runs(clubId, query),
    queryFn: ({ signal }) => getWeekChallenges(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useWeekChallenges(clubId: number, query: TRunsQuery) {
  return useQuery(weekChallengesQueryOptions(clubId, query));
}

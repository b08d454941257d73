import type { TWeeklyPai } from '@pulseboard/contract/workouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { workoutKeys } from '../../../lib/query-keys.ts';

export function getWeeklyPai(signal?: AbortSignal) {
  return request<TWeeklyPai>('/dashboard/workouts/pai', { signal });
}

export const weeklyPaiQueryOptions = () =>
  queryOptions({ queryKey: workoutKeys.weeklyPai(), queryFn: ({ signal }) => getWeeklyPai(signal) });

/** The signed-in user's PAI of the last seven days. */
export function useWeeklyPai() {
  return useQuery(weeklyPaiQueryOptions());
}

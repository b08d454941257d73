import type { TMaxHrChangeList } from '@pulseboard/contract/workouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { workoutKeys } from '../../../lib/query-keys.ts';

export function getMaxHrChanges(signal?: AbortSignal) {
  return request<TMaxHrChangeList>('/dashboard/workouts/max-hr-changes', { signal });
}

export const maxHrChangesQueryOptions = () =>
  queryOptions({
    queryKey: workoutKeys.maxHrChanges(),
    queryFn: ({ signal }) => getMaxHrChanges(signal),
  });

/** The signed-in user's own max HR raises, newest first. */
export function useMaxHrChanges() {
  return useQuery(maxHrChangesQueryOptions());
}

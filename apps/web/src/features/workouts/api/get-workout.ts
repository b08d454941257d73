import type { TWorkoutDetail } from '@pulseboard/contract/workouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { workoutKeys } from '../../../lib/query-keys.ts';

export function getWorkout(workoutId: number, signal?: AbortSignal) {
  return request<TWorkoutDetail>(`/dashboard/workouts/${workoutId}`, { signal });
}

export const workoutQueryOptions = (workoutId: number) =>
  queryOptions({
    queryKey: workoutKeys.detail(workoutId),
    queryFn: ({ signal }) => getWorkout(workoutId, signal),
    // A stored workout never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One workout with its curve and the zones it was scored with. */
export function useWorkout(workoutId: number) {
  return useQuery(workoutQueryOptions(workoutId));
}

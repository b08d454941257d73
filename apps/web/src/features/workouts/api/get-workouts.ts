import type { TWorkoutListFilter, TWorkoutPage } from '@pulseboard/contract/workouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { workoutKeys } from '../../../lib/query-keys.ts';

export type TWorkoutsQuery = { page: number; pageSize: number; filter: TWorkoutListFilter };

export function getWorkouts({ page, pageSize, filter }: TWorkoutsQuery, signal?: AbortSignal) {
  return request<TWorkoutPage>(`/dashboard/workouts/page/${page}`, {
    method: 'POST',
    query: { pageSize },
    body: filter,
    signal,
  });
}

export const workoutsQueryOptions = (query: TWorkoutsQuery) =>
  queryOptions({
    queryKey: workoutKeys.list(query),
    queryFn: ({ signal }) => getWorkouts(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of workouts, newest first: the caller's own, or (staff) their club's, a member's or a location's. */
export function useWorkouts(query: TWorkoutsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...workoutsQueryOptions(query), enabled });
}

import type { TSessionListFilter, TSessionPage } from '@pulseboard/contract/workouts-sessions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { workoutKeys } from '../../../lib/query-keys.ts';

export type TSessionsQuery = { page: number; pageSize: number; filter: TSessionListFilter };

export function getSessions({ page, pageSize, filter }: TSessionsQuery, signal?: AbortSignal) {
  return request<TSessionPage>(`/dashboard/workouts/sessions/page/${page}`, {
    method: 'POST',
    query: { pageSize },
    body: filter,
    signal,
  });
}

export const sessionsQueryOptions = (query: TSessionsQuery) =>
  queryOptions({
    queryKey: workoutKeys.sessions(query),
    queryFn: ({ signal }) => getSessions(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the sessions the coach's club stations recorded, newest first, with their participants. */
export function useSessions(query: TSessionsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionsQueryOptions(query), enabled });
}

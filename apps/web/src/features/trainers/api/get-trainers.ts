import type { TRAINER_SORT_FIELDS, TTrainer } from '@pulseboard/contract/trainers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBody, type TListQuery, type TPage } from '../../../hooks/use-list-state.ts';
import { request } from '../../../lib/http.ts';

export type TTrainerSortField = (typeof TRAINER_SORT_FIELDS)[number];
export type TTrainersQuery = TListQuery<TTrainerSortField>;

/** POST /dashboard/clients/{id}/trainers/page/{page}. */
export function getTrainers(clubId: number, query: TTrainersQuery, signal?: AbortSignal) {
  return request<TPage<TTrainer>>(`/dashboard/clients/${clubId}/trainers/page/${query.page}`, {
    method: 'POST',
    query: { pageSize: query.pageSize },
    body: listBody(query),
    signal,
  });
}

export const trainersQueryKey = (clubId: number) => ['trainers', clubId] as const;

export const trainersQueryOptions = (clubId: number, query: TTrainersQuery) =>
  queryOptions({
    queryKey: [...trainersQueryKey(clubId), 'page', query],
    queryFn: ({ signal }) => getTrainers(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useTrainers(clubId: number, query: TTrainersQuery) {
  return useQuery(trainersQueryOptions(clubId, query));
}

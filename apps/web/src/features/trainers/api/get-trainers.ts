import type { TPage } from '@pulseboard/contract/envelope';
import type { TRAINER_SORT_FIELDS, TTrainer } from '@pulseboard/contract/trainers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBody, type TListQuery } from '../../../hooks/use-list-state.ts';
import { request } from '../../../lib/http.ts';
import { trainerKeys } from '../../../lib/query-keys.ts';

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

export const trainersQueryOptions = (clubId: number, query: TTrainersQuery) =>
  queryOptions({
    queryKey: trainerKeys.list(clubId, query),
    queryFn: ({ signal }) => getTrainers(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useTrainers(clubId: number, query: TTrainersQuery) {
  return useQuery(trainersQueryOptions(clubId, query));
}

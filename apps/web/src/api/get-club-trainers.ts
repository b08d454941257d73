import type { TPage } from '@pulseboard/contract/envelope';
import type { TTrainer } from '@pulseboard/contract/trainers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http.ts';
import { trainerKeys } from '../lib/query-keys.ts';

/** The club's trainers for a Select: one page of 100, the fetch-all size (SPEC.md section 9). */
export function getClubTrainers(clubId: number, signal?: AbortSignal) {
  return request<TPage<TTrainer>>(`/dashboard/clients/${clubId}/trainers/page/1`, {
    method: 'POST',
    query: { pageSize: 100 },
    body: { sortField: 'firstName', sortOrder: 'ascend' },
    signal,
  });
}

// Under the trainers key, so a trainer's change in its own tab refreshes the pickers of other tabs.
export const clubTrainersQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: trainerKeys.options(clubId),
    queryFn: ({ signal }) => getClubTrainers(clubId, signal),
    staleTime: 60_000,
  });

export function useClubTrainers(clubId: number) {
  return useQuery(clubTrainersQueryOptions(clubId));
}

/** A trainer's name as pickers and lists show it. */
export const trainerName = (trainer: Pick<TTrainer, 'firstName' | 'lastName'>) =>
  `${trainer.firstName} ${trainer.lastName}`.trim();

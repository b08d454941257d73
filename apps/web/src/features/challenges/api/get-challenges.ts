import type { TChallengeListFilter, TChallengeListItem } from '@pulseboard/contract/challenges';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { challengeKeys } from '../../../lib/query-keys.ts';

export type TChallengesQuery = { page: number; pageSize: number; filter: TChallengeListFilter };

/** POST /dashboard/clients/{id}/challenges/page/{page}: status, type, keyword and sort in the body. */
export function getChallenges(
  clubId: number,
  { page, pageSize, filter }: TChallengesQuery,
  signal?: AbortSignal,
) {
  return request<TPage<TChallengeListItem>>(`/dashboard/clients/${clubId}/challenges/page/${page}`, {
    method: 'POST',
    query: { pageSize },
    body: filter,
    signal,
  });
}

export const challengesQueryOptions = (clubId: number, query: TChallengesQuery) =>
  queryOptions({
    queryKey: challengeKeys.list(clubId, query),
    queryFn: ({ signal }) => getChallenges(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useChallenges(clubId: number, query: TChallengesQuery) {
  return useQuery(challengesQueryOptions(clubId, query));
}

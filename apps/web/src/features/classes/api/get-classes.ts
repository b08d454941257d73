import type { TClass, TClassListFilter } from '@pulseboard/contract/classes';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { classKeys } from '../../../lib/query-keys.ts';

export type TClassesQuery = { page: number; pageSize: number; filter: TClassListFilter };

/** POST /dashboard/clients/{id}/classes/page/{page}: occurrences on local dates from..to, in start order. */
export function getClasses(clubId: number, { page, pageSize, filter }: TClassesQuery, signal?: AbortSignal) {
  return request<TPage<TClass>>(`/dashboard/clients/${clubId}/classes/page/${page}`, {
    method: 'POST',
    query: { pageSize },
    body: filter,
    signal,
  });
}

export const classesQueryOptions = (clubId: number, query: TClassesQuery) =>
  queryOptions({
    queryKey: classKeys.list(clubId, query),
    queryFn: ({ signal }) => getClasses(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of occurrences; waits for the range (the club's time zone gives the default week). */
export function useClasses(clubId: number, query: TClassesQuery | undefined) {
  return useQuery({
    ...classesQueryOptions(clubId, query ?? { page: 1, pageSize: 20, filter: { from: '', to: '' } }),
    enabled: query !== undefined,
  });
}

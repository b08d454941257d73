import type { TClass, TClassListFilter } from '@pulseboard/contract/classes';
import type { TPage } from '@pulseboard/contract/envelope';
import { FETCH_ALL_PAGE_SIZE } from '@pulseboard/contract/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { classKeys } from '../../../lib/query-keys.ts';

// A calendar shows every class of its days, so it reads every page; a busy club's week is a few pages.
const MAX_PAGES = 20;

/** Every occurrence starting on the local dates from..to (each in its class's zone) that matches the filter. */
export async function getSchedulerClasses(clubId: number, filter: TClassListFilter, signal?: AbortSignal) {
  const list: TClass[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await request<TPage<TClass>>(`/dashboard/clients/${clubId}/classes/page/${page}`, {
      method: 'POST',
      query: { pageSize: FETCH_ALL_PAGE_SIZE },
      body: filter,
      signal,
    });
    list.push(...data.list);
    if (list.length >= data.totalRecords || data.list.length === 0) break;
  }
  return list;
}

export const schedulerClassesQueryOptions = (clubId: number, filter: TClassListFilter) =>
  queryOptions({
    queryKey: classKeys.list(clubId, { scheduler: true, ...filter }),
    queryFn: ({ signal }) => getSchedulerClasses(clubId, filter, signal),
    placeholderData: keepPreviousData,
  });

export function useSchedulerClasses(clubId: number, filter: TClassListFilter) {
  return useQuery(schedulerClassesQueryOptions(clubId, filter));
}

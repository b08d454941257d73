import type { TClubListItem } from '@pulseboard/contract/clubs';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http.ts';
import { clubKeys } from '../lib/query-keys.ts';

/** Clubs for a picker: the first 20 that match the keyword (the platform admin's club directory). */
export function getClubOptions(keyword: string, signal?: AbortSignal) {
  return request<TPage<TClubListItem>>('/dashboard/clients/page/1', {
    method: 'POST',
    query: { pageSize: 20 },
    body: { keyword: keyword || undefined, sortField: 'clubName', sortOrder: 'ascend' },
    signal,
  });
}

export const clubOptionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: clubKeys.options(keyword),
    queryFn: ({ signal }) => getClubOptions(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useClubOptions(keyword: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubOptionsQueryOptions(keyword), enabled });
}

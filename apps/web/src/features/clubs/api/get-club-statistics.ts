import type { DASHBOARD_RANGES, ZClubStatistics } from '@pulseboard/contract/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

export type TClubStatistics = z.infer<typeof ZClubStatistics>;
export type TStatisticsRange = (typeof DASHBOARD_RANGES)[number];
export type TStatisticsQuery = { range: TStatisticsRange; from?: string; to?: string };

/** GET /dashboard/clients/{id}/statistics?range=&from=&to=. */
export function getClubStatistics(
  clubId: number,
  query: TStatisticsQuery,
  signal?: AbortSignal,
): Promise<TClubStatistics> {
  return request<TClubStatistics>(`/dashboard/clients/${clubId}/statistics`, { query, signal });
}

export const clubStatisticsQueryOptions = (clubId: number, query: TStatisticsQuery) =>
  queryOptions({
    queryKey: clubKeys.statistics(clubId, query),
    queryFn: ({ signal }) => getClubStatistics(clubId, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useClubStatistics(clubId: number, query: TStatisticsQuery, enabled = true) {
  // Waiting for the dates of a custom range shows nothing, not the previous range's figures.
  return useQuery({
    ...clubStatisticsQueryOptions(clubId, query),
    enabled,
    ...(enabled ? {} : { placeholderData: undefined }),
  });
}

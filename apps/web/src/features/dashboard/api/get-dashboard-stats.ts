import type { TDashboardStats } from '@pulseboard/contract/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

export type TDashboardRange = 'today' | 'week' | 'last30' | 'custom';
export type TStatsQuery = { range: TDashboardRange; from?: string; to?: string; clubId?: number };

export function getDashboardStats(query: TStatsQuery, signal?: AbortSignal): Promise<TDashboardStats> {
  return request<TDashboardStats>('/dashboard/stats', { query, signal });
}

export const dashboardStatsQueryOptions = (query: TStatsQuery) =>
  queryOptions({
    queryKey: dashboardKeys.stats(query),
    queryFn: ({ signal }) => getDashboardStats(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useDashboardStats(query: TStatsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  // Waiting for the dates of a custom range shows nothing, not the previous range's figures.
  return useQuery({
    ...dashboardStatsQueryOptions(query),
    enabled,
    ...(enabled ? {} : { placeholderData: undefined }),
  });
}

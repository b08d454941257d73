import type { TDashboardStats } from '@pulseboard/contract/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { queryClient } from '../../../lib/query-client.ts';
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

/** The figures a dashboard opens with: this week's, of every club the user sees. */
export const FIRST_STATS_QUERY: TStatsQuery = { range: 'week' };

/**
 * Asks for the figures the dashboard opens with while its page loads (the route's loader), beside the
 * profile request instead of after the page has drawn; the page's query joins that request. Silent: a
 * refused request (an ended session) is the profile's to report, and the page asks again when it shows.
 */
export function prefetchFirstDashboardStats(): Promise<void> {
  return queryClient.prefetchQuery({
    ...dashboardStatsQueryOptions(FIRST_STATS_QUERY),
    meta: { silent: true },
  });
}

export function useDashboardStats(query: TStatsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  // Waiting for the dates of a custom range shows nothing, not the previous range's figures.
  return useQuery({
    ...dashboardStatsQueryOptions(query),
    enabled,
    ...(enabled ? {} : { placeholderData: undefined }),
  });
}

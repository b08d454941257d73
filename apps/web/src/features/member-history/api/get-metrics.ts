import type { TPage } from '@pulseboard/contract/envelope';
import type { TMetricEntry, TMetricName } from '@pulseboard/contract/member-history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberHistoryKeys } from '../../../lib/query-keys.ts';
import { HISTORY_PAGE_SIZE, scopeKey, type THistoryScope } from './history-scope.ts';

export function getMetrics(memberId: number | undefined, name: TMetricName, signal?: AbortSignal) {
  return request<TPage<TMetricEntry>>('/dashboard/metrics/page/1', {
    method: 'POST',
    query: { pageSize: HISTORY_PAGE_SIZE },
    body: { memberId, name },
    signal,
  });
}

export const metricsQueryOptions = (scope: THistoryScope, name: TMetricName) =>
  queryOptions({
    queryKey: memberHistoryKeys.metrics(scopeKey(scope), name),
    queryFn: ({ signal }) => getMetrics(scope.memberId, name, signal),
    placeholderData: keepPreviousData,
  });

/** One metric's newest values, newest first, in its stored unit. */
export function useMetrics(scope: THistoryScope, name: TMetricName) {
  return useQuery(metricsQueryOptions(scope, name));
}

import type { TMetricEntry, TMetricInput } from '@pulseboard/contract/member-history';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { changedKeys, type THistoryScope } from './history-scope.ts';

/** The value is in the metric's stored unit: the form converts what an imperial viewer typed. */
export function addMetric(body: TMetricInput): Promise<TMetricEntry> {
  return request<TMetricEntry>('/dashboard/metrics/actions/add', { method: 'POST', body });
}

export function useAddMetric(scope: THistoryScope) {
  return useApiMutation({
    mutationFn: (body: Omit<TMetricInput, 'memberId'>) => addMetric({ ...body, memberId: scope.memberId }),
    invalidates: changedKeys(scope),
  });
}

import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { changedKeys, type THistoryScope } from './history-scope.ts';

export function deleteMetric(memberId: number | undefined, id: number): Promise<TOkData> {
  return request('/dashboard/metrics/actions/delete', { method: 'POST', body: { memberId, id } });
}

export function useDeleteMetric(scope: THistoryScope) {
  return useApiMutation({
    mutationFn: (id: number) => deleteMetric(scope.memberId, id),
    invalidates: changedKeys(scope),
  });
}

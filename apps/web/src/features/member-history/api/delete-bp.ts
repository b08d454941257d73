import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { changedKeys, type THistoryScope } from './history-scope.ts';

export function deleteBp(memberId: number | undefined, id: number): Promise<TOkData> {
  return request('/dashboard/bp/actions/delete', { method: 'POST', body: { memberId, id } });
}

export function useDeleteBp(scope: THistoryScope) {
  return useApiMutation({
    mutationFn: (id: number) => deleteBp(scope.memberId, id),
    invalidates: changedKeys(scope),
  });
}

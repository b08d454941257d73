import type { TBpEntry, TBpInput } from '@pulseboard/contract/member-history';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { changedKeys, type THistoryScope } from './history-scope.ts';

export function addBp(body: TBpInput): Promise<TBpEntry> {
  return request<TBpEntry>('/dashboard/bp/actions/add', { method: 'POST', body });
}

export function useAddBp(scope: THistoryScope) {
  return useApiMutation({
    mutationFn: (body: Omit<TBpInput, 'memberId'>) => addBp({ ...body, memberId: scope.memberId }),
    invalidates: changedKeys(scope),
  });
}

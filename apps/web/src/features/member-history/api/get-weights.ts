import type { TWeightPage } from '@pulseboard/contract/member-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberHistoryKeys } from '../../../lib/query-keys.ts';
import { HISTORY_PAGE_SIZE, scopeKey, type THistoryScope } from './history-scope.ts';

export function getWeights(memberId: number | undefined, signal?: AbortSignal) {
  return request<TWeightPage>('/dashboard/weight/page/1', {
    method: 'POST',
    query: { pageSize: HISTORY_PAGE_SIZE },
    body: { memberId },
    signal,
  });
}

export const weightsQueryOptions = (scope: THistoryScope) =>
  queryOptions({
    queryKey: memberHistoryKeys.weights(scopeKey(scope)),
    queryFn: ({ signal }) => getWeights(scope.memberId, signal),
  });

/** The newest weights, newest first, in kg and in the viewer's unit. */
export function useWeights(scope: THistoryScope) {
  return useQuery(weightsQueryOptions(scope));
}

import type { TPage } from '@pulseboard/contract/envelope';
import type { TBpEntry } from '@pulseboard/contract/member-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberHistoryKeys } from '../../../lib/query-keys.ts';
import { HISTORY_PAGE_SIZE, scopeKey, type THistoryScope } from './history-scope.ts';

export function getBp(memberId: number | undefined, signal?: AbortSignal) {
  return request<TPage<TBpEntry>>('/dashboard/bp/page/1', {
    method: 'POST',
    query: { pageSize: HISTORY_PAGE_SIZE },
    body: { memberId },
    signal,
  });
}

export const bpQueryOptions = (scope: THistoryScope) =>
  queryOptions({
    queryKey: memberHistoryKeys.bp(scopeKey(scope)),
    queryFn: ({ signal }) => getBp(scope.memberId, signal),
  });

/** The newest blood-pressure readings, newest first. */
export function useBp(scope: THistoryScope) {
  return useQuery(bpQueryOptions(scope));
}

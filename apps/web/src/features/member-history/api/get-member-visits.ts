import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { memberDetailKeys } from '../../../lib/query-keys.ts';

// GET .../members/{memberId}/visits?page=&pageSize= belongs to the member actions work (SPEC.md
// section 7); until its contract (TMemberVisit in members-actions.ts) is on main, its answer is typed here.
export type TMemberVisitAnswer = {
  id: number;
  source: 'mindbody' | 'momence';
  className: string | null;
  locationName: string | null;
  visitedAt: string;
};
export type TVisitsQuery = { page: number; pageSize: number };

export function getMemberVisits(clubId: number, memberId: number, query: TVisitsQuery, signal?: AbortSignal) {
  return request<TPage<TMemberVisitAnswer>>(`/dashboard/clients/${clubId}/members/${memberId}/visits`, {
    query,
    signal,
  });
}

export const memberVisitsQueryOptions = (clubId: number, memberId: number, query: TVisitsQuery) =>
  queryOptions({
    queryKey: memberDetailKeys.visits(clubId, memberId, query),
    queryFn: ({ signal }) => getMemberVisits(clubId, memberId, query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useMemberVisits(clubId: number, memberId: number, query: TVisitsQuery) {
  return useQuery(memberVisitsQueryOptions(clubId, memberId, query));
}

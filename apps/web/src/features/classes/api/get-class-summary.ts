import type { TClassSummary } from '@pulseboard/contract/classes-summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { classSummaryKeys } from '../../../lib/query-keys.ts';

export function getClassSummary(clubId: number, classId: number, signal?: AbortSignal) {
  return request<TClassSummary>(`/dashboard/clients/${clubId}/classes/${classId}/summary`, { signal });
}

export const classSummaryQueryOptions = (clubId: number, classId: number) =>
  queryOptions({
    queryKey: classSummaryKeys.detail(clubId, classId),
    queryFn: ({ signal }) => getClassSummary(clubId, classId, signal),
  });

/** A class's participants with their figures, and the class's totals and averages. */
export function useClassSummary(clubId: number, classId: number) {
  return useQuery(classSummaryQueryOptions(clubId, classId));
}

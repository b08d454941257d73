import type { TClassDetail } from '@pulseboard/contract/classes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { classKeys } from '../../../lib/query-keys.ts';

/** GET /dashboard/clients/{id}/classes/{classId}: one occurrence with its participants. */
export function getClass(clubId: number, classId: number, signal?: AbortSignal) {
  return request<TClassDetail>(`/dashboard/clients/${clubId}/classes/${classId}`, { signal });
}

export const classQueryOptions = (clubId: number, classId: number) =>
  queryOptions({
    queryKey: classKeys.detail(clubId, classId),
    queryFn: ({ signal }) => getClass(clubId, classId, signal),
  });

export function useClass(clubId: number, classId: number | undefined) {
  return useQuery({ ...classQueryOptions(clubId, classId ?? 0), enabled: classId !== undefined });
}

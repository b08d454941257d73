import type { TClassPlanResult, TClassUpdate } from '@pulseboard/contract/classes';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { classKeys } from '../../../lib/query-keys.ts';

/** POST /dashboard/clients/{id}/classes/{classId}: this occurrence, or this and the following ones (`scope`). */
export function updateClass(clubId: number, classId: number, body: TClassUpdate) {
  return request<TClassPlanResult>(`/dashboard/clients/${clubId}/classes/${classId}`, {
    method: 'POST',
    body,
  });
}

export function useUpdateClass(clubId: number) {
  return useApiMutation({
    mutationFn: ({ classId, ...body }: TClassUpdate & { classId: number }) =>
      updateClass(clubId, classId, body),
    invalidates: [classKeys.all(clubId)],
  });
}

import type { TClassScope } from '@pulseboard/contract/classes';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { classKeys } from '../../../lib/query-keys.ts';

/** DELETE /dashboard/clients/{id}/classes/{classId}?scope=this|following. */
export function deleteClass(clubId: number, classId: number, scope: TClassScope) {
  return request<{ ok: true }>(`/dashboard/clients/${clubId}/classes/${classId}`, {
    method: 'DELETE',
    query: { scope },
  });
}

export function useDeleteClass(clubId: number) {
  return useApiMutation({
    mutationFn: ({ classId, scope }: { classId: number; scope: TClassScope }) =>
      deleteClass(clubId, classId, scope),
    invalidates: [classKeys.all(clubId)],
  });
}

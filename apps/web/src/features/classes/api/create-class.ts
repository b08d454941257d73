import type { TClassInput, TClassPlanResult } from '@pulseboard/contract/classes';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { classKeys } from '../../../lib/query-keys.ts';

/** PUT /dashboard/clients/{id}/classes: one class, or a series with an RRULE. */
export function createClass(clubId: number, body: TClassInput) {
  return request<TClassPlanResult>(`/dashboard/clients/${clubId}/classes`, { method: 'PUT', body });
}

export function useCreateClass(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TClassInput) => createClass(clubId, body),
    invalidates: [classKeys.all(clubId)],
  });
}

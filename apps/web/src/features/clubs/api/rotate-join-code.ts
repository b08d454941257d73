import type { TJoinCodeData } from '@pulseboard/contract/club-join';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** POST /dashboard/clients/{id}/actions/rotate-join-code: the old registration link stops working. */
export function rotateJoinCode(clubId: number): Promise<TJoinCodeData> {
  return request<TJoinCodeData>(`/dashboard/clients/${clubId}/actions/rotate-join-code`, { method: 'POST' });
}

export function useRotateJoinCode(clubId: number) {
  return useApiMutation({
    mutationFn: () => rotateJoinCode(clubId),
    invalidates: [clubKeys.joinCode(clubId)],
  });
}

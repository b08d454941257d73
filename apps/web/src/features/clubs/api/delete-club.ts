import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** DELETE /dashboard/clients/{id}; a club with members is refused with a 409 and the server's message. */
export function deleteClub(clubId: number): Promise<TOkData> {
  return request<TOkData>(`/dashboard/clients/${clubId}`, { method: 'DELETE' });
}

export function useDeleteClub() {
  return useApiMutation({
    mutationFn: deleteClub,
    invalidates: [clubKeys.lists()],
  });
}

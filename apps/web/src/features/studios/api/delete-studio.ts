import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

/** DELETE /dashboard/clients/{id}/studios/{studioId}. */
export function deleteStudio(clubId: number, studioId: number) {
  return request<TOkData>(`/dashboard/clients/${clubId}/studios/${studioId}`, { method: 'DELETE' });
}

export function useDeleteStudio(clubId: number) {
  return useApiMutation({
    mutationFn: (studioId: number) => deleteStudio(clubId, studioId),
    invalidates: [studioKeys.all(clubId)],
  });
}

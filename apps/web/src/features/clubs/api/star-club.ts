import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** POST /dashboard/clients/{id}/actions/star or /unstar (one route shape, two actions). */
export function starClub({ clubId, starred }: { clubId: number; starred: boolean }): Promise<TOkData> {
  const action = starred ? 'star' : 'unstar';
  return request<TOkData>(`/dashboard/clients/${clubId}/actions/${action}`, { method: 'POST' });
}

export function useStarClub() {
  return useApiMutation({
    mutationFn: starClub,
    invalidates: [clubKeys.lists()],
  });
}

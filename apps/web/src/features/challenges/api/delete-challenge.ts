import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { challengeKeys } from '../../../lib/query-keys.ts';

/** DELETE /dashboard/clients/{id}/challenges/{challengeId}: with its teams, participants and share link. */
export function deleteChallenge(clubId: number, challengeId: number): Promise<TOkData> {
  return request<TOkData>(`/dashboard/clients/${clubId}/challenges/${challengeId}`, { method: 'DELETE' });
}

export function useDeleteChallenge(clubId: number) {
  return useApiMutation({
    mutationFn: (challengeId: number) => deleteChallenge(clubId, challengeId),
    invalidates: [challengeKeys.all(clubId)],
  });
}

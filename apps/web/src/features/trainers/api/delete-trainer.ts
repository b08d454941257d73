import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { trainerKeys } from '../../../lib/query-keys.ts';

/** DELETE /dashboard/clients/{id}/trainers/{trainerId}. */
export function deleteTrainer(clubId: number, trainerId: number) {
  return request<TOkData>(`/dashboard/clients/${clubId}/trainers/${trainerId}`, { method: 'DELETE' });
}

export function useDeleteTrainer(clubId: number) {
  return useApiMutation({
    mutationFn: (trainerId: number) => deleteTrainer(clubId, trainerId),
    invalidates: [trainerKeys.all(clubId)],
  });
}

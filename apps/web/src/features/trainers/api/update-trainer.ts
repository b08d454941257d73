import type { TTrainer, TTrainerInput } from '@pulseboard/contract/trainers';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { trainerKeys } from '../../../lib/query-keys.ts';

/** POST /dashboard/clients/{id}/trainers/{trainerId}. */
export function updateTrainer(clubId: number, trainerId: number, body: TTrainerInput): Promise<TTrainer> {
  return request<TTrainer>(`/dashboard/clients/${clubId}/trainers/${trainerId}`, { method: 'POST', body });
}

export function useUpdateTrainer(clubId: number) {
  return useApiMutation({
    mutationFn: ({ trainerId, body }: { trainerId: number; body: TTrainerInput }) =>
      updateTrainer(clubId, trainerId, body),
    invalidates: [trainerKeys.all(clubId)],
  });
}

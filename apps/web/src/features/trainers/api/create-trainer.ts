import type { TTrainer, TTrainerInput } from '@pulseboard/contract/trainers';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { trainerKeys } from '../../../lib/query-keys.ts';

/** PUT /dashboard/clients/{id}/trainers. */
export function createTrainer(clubId: number, body: TTrainerInput): Promise<TTrainer> {
  return request<TTrainer>(`/dashboard/clients/${clubId}/trainers`, { method: 'PUT', body });
}

export function useCreateTrainer(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TTrainerInput) => createTrainer(clubId, body),
    invalidates: [trainerKeys.all(clubId)],
  });
}

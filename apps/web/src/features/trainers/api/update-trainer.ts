import type { TTrainer, TTrainerInput } from '@pulseboard/contract/trainers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { trainersQueryKey } from './get-trainers.ts';

type TArgs = { clubId: number; trainerId: number; body: TTrainerInput };

/** POST /dashboard/clients/{id}/trainers/{trainerId}. */
export function updateTrainer({ clubId, trainerId, body }: TArgs): Promise<TTrainer> {
  return request<TTrainer>(`/dashboard/clients/${clubId}/trainers/${trainerId}`, { method: 'POST', body });
}

export function useUpdateTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainer,
    onSuccess: (_saved, { clubId }) => queryClient.invalidateQueries({ queryKey: trainersQueryKey(clubId) }),
  });
}

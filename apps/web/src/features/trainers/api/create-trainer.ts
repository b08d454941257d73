import type { TTrainer, TTrainerInput } from '@pulseboard/contract/trainers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { trainersQueryKey } from './get-trainers.ts';

/** PUT /dashboard/clients/{id}/trainers. */
export function createTrainer({ clubId, body }: { clubId: number; body: TTrainerInput }): Promise<TTrainer> {
  return request<TTrainer>(`/dashboard/clients/${clubId}/trainers`, { method: 'PUT', body });
}

export function useCreateTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrainer,
    onSuccess: (_saved, { clubId }) => queryClient.invalidateQueries({ queryKey: trainersQueryKey(clubId) }),
  });
}

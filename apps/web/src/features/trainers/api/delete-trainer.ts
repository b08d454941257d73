import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { trainersQueryKey } from './get-trainers.ts';

/** DELETE /dashboard/clients/{id}/trainers/{trainerId}. */
export function deleteTrainer({ clubId, trainerId }: { clubId: number; trainerId: number }) {
  return request<{ ok: true }>(`/dashboard/clients/${clubId}/trainers/${trainerId}`, { method: 'DELETE' });
}

export function useDeleteTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainer,
    onSuccess: (_ok, { clubId }) => queryClient.invalidateQueries({ queryKey: trainersQueryKey(clubId) }),
  });
}

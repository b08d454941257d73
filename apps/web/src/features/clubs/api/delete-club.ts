import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubsQueryKey } from './get-clubs.ts';

/** DELETE /dashboard/clients/{id}; a club with members is refused with a 409 and the server's message. */
export function deleteClub(clubId: number): Promise<{ ok: true }> {
  return request<{ ok: true }>(`/dashboard/clients/${clubId}`, { method: 'DELETE' });
}

export function useDeleteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubsQueryKey }),
  });
}

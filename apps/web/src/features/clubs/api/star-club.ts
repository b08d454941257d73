import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubsQueryKey } from './get-clubs.ts';

/** POST /dashboard/clients/{id}/actions/star or /unstar (one route shape, two actions). */
export function starClub({ clubId, starred }: { clubId: number; starred: boolean }): Promise<{ ok: true }> {
  const action = starred ? 'star' : 'unstar';
  return request<{ ok: true }>(`/dashboard/clients/${clubId}/actions/${action}`, { method: 'POST' });
}

export function useStarClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: starClub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubsQueryKey }),
  });
}

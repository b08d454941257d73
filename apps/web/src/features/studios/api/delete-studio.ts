import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { studiosQueryKey } from './get-studios.ts';

/** DELETE /dashboard/clients/{id}/studios/{studioId}. */
export function deleteStudio({ clubId, studioId }: { clubId: number; studioId: number }) {
  return request<{ ok: true }>(`/dashboard/clients/${clubId}/studios/${studioId}`, { method: 'DELETE' });
}

export function useDeleteStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudio,
    onSuccess: (_ok, { clubId }) => queryClient.invalidateQueries({ queryKey: studiosQueryKey(clubId) }),
  });
}

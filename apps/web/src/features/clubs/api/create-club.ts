import type { TClub, TClubInput } from '@pulseboard/contract/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubsQueryKey } from './get-clubs.ts';

/** PUT /dashboard/clients. */
export function createClub(body: TClubInput): Promise<TClub> {
  return request<TClub>('/dashboard/clients', { method: 'PUT', body });
}

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubsQueryKey }),
  });
}

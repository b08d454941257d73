import type { TClub, TClubInput } from '@pulseboard/contract/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubQueryOptions } from './get-club.ts';
import { clubsQueryKey } from './get-clubs.ts';

/** POST /dashboard/clients/{id}. */
export function updateClub({ clubId, body }: { clubId: number; body: TClubInput }): Promise<TClub> {
  return request<TClub>(`/dashboard/clients/${clubId}`, { method: 'POST', body });
}

export function useUpdateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClub,
    onSuccess: (club) => {
      queryClient.setQueryData(clubQueryOptions(club.clubId).queryKey, club);
      return queryClient.invalidateQueries({ queryKey: clubsQueryKey });
    },
  });
}

import type { TClub } from '@pulseboard/contract/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubQueryOptions } from './get-club.ts';
import { clubsQueryKey } from './get-clubs.ts';

/** POST /dashboard/clients/{id}/logo, multipart field `file`; the answer is the club with its new logo. */
export function uploadClubLogo({ clubId, file }: { clubId: number; file: File }): Promise<TClub> {
  const body = new FormData();
  body.append('file', file);
  return request<TClub>(`/dashboard/clients/${clubId}/logo`, { method: 'POST', body });
}

export function useUploadClubLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClubLogo,
    onSuccess: (club) => {
      queryClient.setQueryData(clubQueryOptions(club.clubId).queryKey, club);
      return queryClient.invalidateQueries({ queryKey: clubsQueryKey });
    },
  });
}

import type { TClub } from '@pulseboard/contract/clubs';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** POST /dashboard/clients/{id}/logo, multipart field `file`; the answer is the club with its new logo. */
export function uploadClubLogo({ clubId, file }: { clubId: number; file: File }): Promise<TClub> {
  const body = new FormData();
  body.append('file', file);
  return request<TClub>(`/dashboard/clients/${clubId}/logo`, { method: 'POST', body });
}

export function useUploadClubLogo() {
  return useApiMutation({
    mutationFn: uploadClubLogo,
    onSuccess: (club, _variables, _result, { client }) =>
      client.setQueryData(clubKeys.detail(club.clubId), club),
    invalidates: [clubKeys.lists()],
  });
}

import type { TClub, TClubInput } from '@pulseboard/contract/clubs';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** POST /dashboard/clients/{id}. */
export function updateClub({ clubId, body }: { clubId: number; body: TClubInput }): Promise<TClub> {
  return request<TClub>(`/dashboard/clients/${clubId}`, { method: 'POST', body });
}

export function useUpdateClub() {
  return useApiMutation({
    mutationFn: updateClub,
    onSuccess: (club, _variables, _result, { client }) =>
      client.setQueryData(clubKeys.detail(club.clubId), club),
    invalidates: [clubKeys.lists()],
  });
}

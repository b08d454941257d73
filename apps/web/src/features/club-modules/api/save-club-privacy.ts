import type { TClubPrivacy } from '@pulseboard/contract/club-modules';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

export function saveClubPrivacy(clubId: number, body: TClubPrivacy): Promise<TClubPrivacy> {
  return request<TClubPrivacy>(`/dashboard/clients/${clubId}/privacy`, { method: 'POST', body });
}

export function useSaveClubPrivacy(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TClubPrivacy) => saveClubPrivacy(clubId, body),
    onSuccess: (saved, _variables, _result, { client }) =>
      client.setQueryData(clubKeys.privacy(clubId), saved),
  });
}

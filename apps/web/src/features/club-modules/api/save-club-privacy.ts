import type { TClubPrivacy } from '@pulseboard/contract/club-modules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubPrivacyQueryOptions } from './get-club-privacy.ts';

export function saveClubPrivacy(clubId: number, body: TClubPrivacy): Promise<TClubPrivacy> {
  return request<TClubPrivacy>(`/dashboard/clients/${clubId}/privacy`, { method: 'POST', body });
}

export function useSaveClubPrivacy(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClubPrivacy) => saveClubPrivacy(clubId, body),
    onSuccess: (saved) => queryClient.setQueryData(clubPrivacyQueryOptions(clubId).queryKey, saved),
  });
}

import type { TClubModules } from '@pulseboard/contract/club-modules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubModulesQueryOptions } from './get-club-modules.ts';

export function saveClubModules(clubId: number, body: TClubModules): Promise<TClubModules> {
  return request<TClubModules>(`/dashboard/clients/${clubId}/modules`, { method: 'POST', body });
}

export function useSaveClubModules(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClubModules) => saveClubModules(clubId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(clubModulesQueryOptions(clubId).queryKey, saved);
      // The club details page hides the tabs of switched-off modules.
      return queryClient.invalidateQueries({ queryKey: ['clubs', 'one', clubId] });
    },
  });
}

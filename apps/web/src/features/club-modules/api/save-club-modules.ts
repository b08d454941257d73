import type { TClubModules } from '@pulseboard/contract/club-modules';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

export function saveClubModules(clubId: number, body: TClubModules): Promise<TClubModules> {
  return request<TClubModules>(`/dashboard/clients/${clubId}/modules`, { method: 'POST', body });
}

export function useSaveClubModules(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TClubModules) => saveClubModules(clubId, body),
    onSuccess: (saved, _variables, _result, { client }) =>
      client.setQueryData(clubKeys.modules(clubId), saved),
    // The club details page hides the tabs of switched-off modules.
    invalidates: [clubKeys.detail(clubId)],
  });
}

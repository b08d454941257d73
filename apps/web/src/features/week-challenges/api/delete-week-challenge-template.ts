import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export function deleteWeekChallengeTemplate(clubId: number, templateId: number): Promise<TOkData> {
  return request(`/dashboard/clients/${clubId}/week-challenge-templates/${templateId}`, { method: 'DELETE' });
}

export function useDeleteWeekChallengeTemplate(clubId: number) {
  return useApiMutation({
    mutationFn: (templateId: number) => deleteWeekChallengeTemplate(clubId, templateId),
    invalidates: [weekChallengeKeys.all(clubId), weekChallengeKeys.mine()],
  });
}

import type {
  TWeekChallengeTemplate,
  TWeekChallengeTemplateInput,
} from '@pulseboard/contract/week-challenges';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export function createWeekChallengeTemplate(clubId: number, body: TWeekChallengeTemplateInput) {
  return request<TWeekChallengeTemplate>(`/dashboard/clients/${clubId}/week-challenge-templates`, {
    method: 'PUT',
    body,
  });
}

export function useCreateWeekChallengeTemplate(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TWeekChallengeTemplateInput) => createWeekChallengeTemplate(clubId, body),
    invalidates: [weekChallengeKeys.all(clubId), weekChallengeKeys.mine()],
  });
}

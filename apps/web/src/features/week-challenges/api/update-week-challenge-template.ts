import type {
  TWeekChallengeTemplate,
  TWeekChallengeTemplateInput,
} from '@pulseboard/contract/week-challenges';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export function updateWeekChallengeTemplate(
  clubId: number,
  templateId: number,
  body: TWeekChallengeTemplateInput,
) {
  return request<TWeekChallengeTemplate>(
    `/dashboard/clients/${clubId}/week-challenge-templates/${templateId}`,
    { method: 'POST', body },
  );
}

export function useUpdateWeekChallengeTemplate(clubId: number) {
  return useApiMutation({
    mutationFn: ({ templateId, ...body }: TWeekChallengeTemplateInput & { templateId: number }) =>
      updateWeekChallengeTemplate(clubId, templateId, body),
    invalidates: [weekChallengeKeys.all(clubId), weekChallengeKeys.mine()],
  });
}

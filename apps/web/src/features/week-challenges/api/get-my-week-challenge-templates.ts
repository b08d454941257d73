import type { TWeekChallengeTemplate } from '@pulseboard/contract/week-challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export function getMyWeekChallengeTemplates(signal?: AbortSignal) {
  return request<{ list: TWeekChallengeTemplate[] }>('/dashboard/week-challenge-templates/mine', { signal });
}

export const myWeekChallengeTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: weekChallengeKeys.myTemplates(),
    queryFn: ({ signal }) => getMyWeekChallengeTemplates(signal),
  });

/** The templates of the member's club, to sign up to. */
export function useMyWeekChallengeTemplates() {
  return useQuery(myWeekChallengeTemplatesQueryOptions());
}

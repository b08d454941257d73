import type { TPage } from '@pulseboard/contract/envelope';
import type {
  TWeekChallengeTemplate,
  TWeekChallengeTemplateFilter,
} from '@pulseboard/contract/week-challenges';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export type TTemplatesQuery = { page: number; pageSize: number; filter: TWeekChallengeTemplateFilter };

export function getWeekChallengeTemplates(
  clubId: number,
  { page, pageSize, filter }: TTemplatesQuery,
  signal?: AbortSignal,
) {
  return request<TPage<TWeekChallengeTemplate>>(
    `/dashboard/clients/${clubId}/week-challenge-templates/page/${page}`,
    { method: 'POST', query: { pageSize }, body: filter, signal },
  );
}

export const weekChallengeTemplatesQueryOptions = (clubId: number, query: TTemplatesQuery) =>
  queryOptions({
    queryKey: weekChallengeKeys.templates(clubId, query),
    queryFn: ({ signal }) => getWeekChallengeTemplates(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useWeekChallengeTemplates(clubId: number, query: TTemplatesQuery) {
  return useQuery(weekChallengeTemplatesQueryOptions(clubId, query));
}

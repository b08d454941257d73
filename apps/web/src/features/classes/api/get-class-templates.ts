import type { TClassTemplate } from '@pulseboard/contract/classes';
import type { TPage } from '@pulseboard/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBody, type TListQuery } from '../../../hooks/use-list-state.ts';
import { request } from '../../../lib/http.ts';
import { classTemplateKeys } from '../../../lib/query-keys.ts';

export type TClassTemplatesQuery = TListQuery<never>;

/** POST /dashboard/clients/{id}/class-templates/page/{page}: by name, with a keyword on name and description. */
export function getClassTemplates(clubId: number, query: TClassTemplatesQuery, signal?: AbortSignal) {
  return request<TPage<TClassTemplate>>(`/dashboard/clients/${clubId}/class-templates/page/${query.page}`, {
    method: 'POST',
    query: { pageSize: query.pageSize },
    body: { keyword: listBody(query).keyword },
    signal,
  });
}

export const classTemplatesQueryOptions = (clubId: number, query: TClassTemplatesQuery) =>
  queryOptions({
    queryKey: classTemplateKeys.list(clubId, query),
    queryFn: ({ signal }) => getClassTemplates(clubId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useClassTemplates(clubId: number, query: TClassTemplatesQuery) {
  return useQuery(classTemplatesQueryOptions(clubId, query));
}

/** Every template of the club (the fetch-all page of 100) for the class form's picker. */
export function useClassTemplateOptions(clubId: number) {
  return useQuery({
    queryKey: classTemplateKeys.options(clubId),
    queryFn: ({ signal }) => getClassTemplates(clubId, { page: 1, pageSize: 100, keyword: '' }, signal),
    staleTime: 60_000,
  });
}

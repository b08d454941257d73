import type { TClubBrief } from '@pulseboard/contract/clubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http.ts';
import { clubKeys } from '../lib/query-keys.ts';

/** GET /dashboard/clients/{id}/brief: the club's time zone, wording and modules; every role of the club may ask. */
export function getClubBrief(clubId: number, signal?: AbortSignal) {
  return request<TClubBrief>(`/dashboard/clients/${clubId}/brief`, { signal });
}

export const clubBriefQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: clubKeys.brief(clubId),
    queryFn: ({ signal }) => getClubBrief(clubId, signal),
    staleTime: 5 * 60_000,
    // A helper of other views, each with a fallback (the browser's zone, the default wording): the page
    // that needs the club says itself when it cannot be read, so a failed brief adds no toast of its own.
    meta: { silent: true },
  });

export function useClubBrief(clubId: number) {
  return useQuery({ ...clubBriefQueryOptions(clubId), enabled: clubId > 0 });
}

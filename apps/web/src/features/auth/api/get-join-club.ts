import type { TJoinClubData } from '@pulseboard/contract/club-join';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** GET /dashboard/register/club: the club a registration link's code joins (404 when it is not valid). */
export function getJoinClub(code: string, signal?: AbortSignal): Promise<TJoinClubData> {
  return request<TJoinClubData>('/dashboard/register/club', { query: { club: code }, signal });
}

export const joinClubQueryOptions = (code: string) =>
  queryOptions({
    queryKey: clubKeys.ofJoinCode(code),
    queryFn: ({ signal }) => getJoinClub(code, signal),
    // A wrong code stays wrong: the page says so at once instead of retrying.
    retry: false,
    meta: { silent: true },
  });

export function useJoinClub(code: string) {
  return useQuery({ ...joinClubQueryOptions(code), enabled: code !== '' });
}

import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** Anonymises the member while keeping the club's aggregates ('clubModules.memberErased'). */
export function eraseMember(clubId: number, memberId: number): Promise<TOkData> {
  return request(`/dashboard/clients/${clubId}/privacy/members/${memberId}/actions/erase`, {
    method: 'POST',
  });
}

export function useEraseMember(clubId: number) {
  return useApiMutation({
    mutationFn: (memberId: number) => eraseMember(clubId, memberId),
    // Names, emails and pods change everywhere in the club.
    invalidates: [clubKeys.scope(clubId)],
  });
}

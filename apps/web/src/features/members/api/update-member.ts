import type { TMemberInput, TMemberListItem } from '@pulseboard/contract/members';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys, memberKeys } from '../../../lib/query-keys.ts';

/** PATCH /dashboard/clients/{id}/members/{memberId}. */
export function updateMember(clubId: number, memberId: number, body: TMemberInput): Promise<TMemberListItem> {
  return request<TMemberListItem>(`/dashboard/clients/${clubId}/members/${memberId}`, {
    method: 'PATCH',
    body,
  });
}

export function useUpdateMember(clubId: number) {
  return useApiMutation({
    mutationFn: ({ memberId, ...body }: TMemberInput & { memberId: number }) =>
      updateMember(clubId, memberId, body),
    // A pod's holder shows the member's name in the Loaner Pods tab.
    invalidates: [memberKeys.all(clubId), loanerPodKeys.all(clubId)],
  });
}

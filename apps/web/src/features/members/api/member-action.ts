import type { TMemberState } from '@pulseboard/contract/members-actions';
import { request } from '../../../lib/http.ts';
import { loanerPodKeys, memberKeys } from '../../../lib/query-keys.ts';

/** POST .../members/{memberId}/actions/{action}: every action answers with the member's state afterwards. */
export function postMemberAction(clubId: number, memberId: number, action: string, body?: unknown) {
  return request<TMemberState>(`/dashboard/clients/${clubId}/members/${memberId}/actions/${action}`, {
    method: 'POST',
    body,
  });
}

/** What a member action refreshes: the club's member queries (list, detail, visits, points); pod actions the pods too. */
export const memberActionInvalidates = (clubId: number, pods = false) =>
  pods ? [memberKeys.all(clubId), loanerPodKeys.all(clubId)] : [memberKeys.all(clubId)];

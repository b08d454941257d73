import type { TMemberPoints, TPointsAwardBody } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { memberActionInvalidates } from './member-action.ts';

/** A staff award (positive amount) or deduction (negative) with its rationale; answers the new balances. */
export function awardMemberPoints(
  clubId: number,
  memberId: number,
  body: TPointsAwardBody,
): Promise<TMemberPoints> {
  return request<TMemberPoints>(`/dashboard/clients/${clubId}/members/${memberId}/actions/award-points`, {
    method: 'POST',
    body,
  });
}

export function useAwardMemberPoints(clubId: number) {
  return useApiMutation({
    mutationFn: ({ memberId, ...body }: TPointsAwardBody & { memberId: number }) =>
      awardMemberPoints(clubId, memberId, body),
    invalidates: memberActionInvalidates(clubId),
  });
}

import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function assignXgtPhase(
  clubId: number,
  memberId: number,
  xgtPhase: string | null,
): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'assign-xgt-phase', { xgtPhase });
}

export function useAssignXgtPhase(clubId: number) {
  return useApiMutation({
    mutationFn: ({ memberId, value }: { memberId: number; value: string | null }) =>
      assignXgtPhase(clubId, memberId, value),
    invalidates: memberActionInvalidates(clubId),
  });
}

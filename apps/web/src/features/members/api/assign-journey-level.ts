import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function assignJourneyLevel(
  clubId: number,
  memberId: number,
  journeyLevel: string | null,
): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'assign-journey-level', { journeyLevel });
}

export function useAssignJourneyLevel(clubId: number) {
  return useApiMutation({
    mutationFn: ({ memberId, value }: { memberId: number; value: string | null }) =>
      assignJourneyLevel(clubId, memberId, value),
    invalidates: memberActionInvalidates(clubId),
  });
}

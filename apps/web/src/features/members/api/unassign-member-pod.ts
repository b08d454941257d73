import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function unassignMemberPod(clubId: number, memberId: number): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'unassign-pod');
}

export function useUnassignMemberPod(clubId: number) {
  return useApiMutation({
    mutationFn: (memberId: number) => unassignMemberPod(clubId, memberId),
    invalidates: memberActionInvalidates(clubId, true),
  });
}

import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function assignMemberPod(clubId: number, memberId: number, podId: number): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'assign-pod', { podId });
}

export function useAssignMemberPod(clubId: number) {
  return useApiMutation({
    mutationFn: ({ memberId, podId }: { memberId: number; podId: number }) =>
      assignMemberPod(clubId, memberId, podId),
    invalidates: memberActionInvalidates(clubId, true),
  });
}

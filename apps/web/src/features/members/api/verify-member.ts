import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function verifyMember(clubId: number, memberId: number): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'verify');
}

export function useVerifyMember(clubId: number) {
  return useApiMutation({
    mutationFn: (memberId: number) => verifyMember(clubId, memberId),
    invalidates: memberActionInvalidates(clubId),
  });
}

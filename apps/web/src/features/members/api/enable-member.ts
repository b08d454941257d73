import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function enableMember(clubId: number, memberId: number): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'enable');
}

export function useEnableMember(clubId: number) {
  return useApiMutation({
    mutationFn: (memberId: number) => enableMember(clubId, memberId),
    invalidates: memberActionInvalidates(clubId),
  });
}

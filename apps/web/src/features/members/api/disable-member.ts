import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function disableMember(clubId: number, memberId: number): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'disable');
}

export function useDisableMember(clubId: number) {
  return useApiMutation({
    mutationFn: (memberId: number) => disableMember(clubId, memberId),
    invalidates: memberActionInvalidates(clubId),
  });
}

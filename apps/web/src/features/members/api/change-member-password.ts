import type { TMemberPasswordBody, TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function changeMemberPassword(
  clubId: number,
  memberId: number,
  body: TMemberPasswordBody,
): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'change-password', body);
}

export function useChangeMemberPassword(clubId: number) {
  return useApiMutation({
    mutationFn: ({ memberId, ...body }: TMemberPasswordBody & { memberId: number }) =>
      changeMemberPassword(clubId, memberId, body),
    invalidates: memberActionInvalidates(clubId),
  });
}

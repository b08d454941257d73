import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function refreshMomenceVisits(clubId: number, memberId: number): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'refresh-momence-visits');
}

export function useRefreshMomenceVisits(clubId: number) {
  return useApiMutation({
    mutationFn: (memberId: number) => refreshMomenceVisits(clubId, memberId),
    invalidates: memberActionInvalidates(clubId),
  });
}

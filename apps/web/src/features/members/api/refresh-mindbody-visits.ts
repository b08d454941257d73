import type { TMemberState } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { memberActionInvalidates, postMemberAction } from './member-action.ts';

export function refreshMindbodyVisits(clubId: number, memberId: number): Promise<TMemberState> {
  return postMemberAction(clubId, memberId, 'refresh-mindbody-visits');
}

export function useRefreshMindbodyVisits(clubId: number) {
  return useApiMutation({
    mutationFn: (memberId: number) => refreshMindbodyVisits(clubId, memberId),
    invalidates: memberActionInvalidates(clubId),
  });
}

import { postChallengeAction, useChallengeMutation } from './challenge-mutation.ts';

/** POST .../challenges/{challengeId}/actions/remove-participants. */
export function useRemoveParticipants(clubId: number) {
  return useChallengeMutation(
    clubId,
    ({ challengeId, memberIds }: { challengeId: number; memberIds: number[] }) =>
      postChallengeAction(clubId, challengeId, 'remove-participants', { memberIds }),
  );
}

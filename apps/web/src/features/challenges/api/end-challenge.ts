import { postChallengeAction, useChallengeMutation } from './challenge-mutation.ts';

/** POST .../challenges/{challengeId}/actions/end: it ends now; days after today no longer count. */
export function useEndChallenge(clubId: number) {
  return useChallengeMutation(clubId, (challengeId: number) =>
    postChallengeAction(clubId, challengeId, 'end'),
  );
}

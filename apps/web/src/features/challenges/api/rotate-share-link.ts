import { postChallengeAction, useChallengeMutation } from './challenge-mutation.ts';

/** POST .../challenges/{challengeId}/actions/rotate-share-link: a new public link; the old one stops working. */
export function useRotateShareLink(clubId: number) {
  return useChallengeMutation(clubId, (challengeId: number) =>
    postChallengeAction(clubId, challengeId, 'rotate-share-link'),
  );
}

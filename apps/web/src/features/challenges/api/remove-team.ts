import { postChallengeAction, useChallengeMutation } from './challenge-mutation.ts';

/** POST .../challenges/{challengeId}/actions/remove-team: its members stay in the challenge, without a team. */
export function useRemoveTeam(clubId: number) {
  return useChallengeMutation(clubId, ({ challengeId, teamId }: { challengeId: number; teamId: number }) =>
    postChallengeAction(clubId, challengeId, 'remove-team', { teamId }),
  );
}

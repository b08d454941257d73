import type { TChallengeTeamInput } from '@pulseboard/contract/challenges';
import { postChallengeAction, useChallengeMutation } from './challenge-mutation.ts';

/** POST .../challenges/{challengeId}/actions/add-team: a name (unique in the challenge) and a colour. */
export function useAddTeam(clubId: number, challengeId: number) {
  return useChallengeMutation(clubId, (body: TChallengeTeamInput) =>
    postChallengeAction(clubId, challengeId, 'add-team', body),
  );
}

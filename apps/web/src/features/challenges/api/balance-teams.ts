import type { TBalanceMethod } from '@pulseboard/contract/challenges';
import { postChallengeAction, useChallengeMutation } from './challenge-mutation.ts';

/** POST .../challenges/{challengeId}/actions/balance-teams: every participant is placed again. */
export function useBalanceTeams(clubId: number) {
  return useChallengeMutation(
    clubId,
    ({ challengeId, method }: { challengeId: number; method: TBalanceMethod }) =>
      postChallengeAction(clubId, challengeId, 'balance-teams', { method }),
  );
}

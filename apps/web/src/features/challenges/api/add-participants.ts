import type { TAddParticipantsBody } from '@pulseboard/contract/challenges';
import { postChallengeAction, useChallengeMutation } from './challenge-mutation.ts';

/**
 * POST .../challenges/{challengeId}/actions/add-participants: one or many members; with `teamId` they
 * go into that team (moving those already taking part), with `null` out of any team.
 */
export function useAddParticipants(clubId: number) {
  return useChallengeMutation(
    clubId,
    ({ challengeId, ...body }: TAddParticipantsBody & { challengeId: number }) =>
      postChallengeAction(clubId, challengeId, 'add-participants', body),
  );
}

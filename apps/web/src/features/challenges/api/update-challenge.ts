import type { TChallengeDetail, TChallengeInput } from '@pulseboard/contract/challenges';
import { request } from '../../../lib/http.ts';
import { useChallengeMutation } from './challenge-mutation.ts';

/** POST /dashboard/clients/{id}/challenges/{challengeId}: the whole form again. */
export function updateChallenge(
  clubId: number,
  challengeId: number,
  body: TChallengeInput,
): Promise<TChallengeDetail> {
  return request<TChallengeDetail>(`/dashboard/clients/${clubId}/challenges/${challengeId}`, {
    method: 'POST',
    body,
  });
}

export function useUpdateChallenge(clubId: number) {
  return useChallengeMutation(clubId, ({ challengeId, ...body }: TChallengeInput & { challengeId: number }) =>
    updateChallenge(clubId, challengeId, body),
  );
}

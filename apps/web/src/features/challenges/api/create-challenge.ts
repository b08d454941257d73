import type { TChallengeDetail, TChallengeInput } from '@pulseboard/contract/challenges';
import { request } from '../../../lib/http.ts';
import { useChallengeMutation } from './challenge-mutation.ts';

/** PUT /dashboard/clients/{id}/challenges. */
export function createChallenge(clubId: number, body: TChallengeInput): Promise<TChallengeDetail> {
  return request<TChallengeDetail>(`/dashboard/clients/${clubId}/challenges`, { method: 'PUT', body });
}

export function useCreateChallenge(clubId: number) {
  return useChallengeMutation(clubId, (body: TChallengeInput) => createChallenge(clubId, body));
}

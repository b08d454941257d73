import type { TWeekChallengeDetail, TWeekChallengeSignUp } from '@pulseboard/contract/week-challenges';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export function signUpWeekChallenge(clubId: number, body: TWeekChallengeSignUp) {
  return request<TWeekChallengeDetail>(`/dashboard/clients/${clubId}/week-challenges/actions/sign-up`, {
    method: 'POST',
    body,
  });
}

/** Staff sign a member up. */
export function useSignUpWeekChallenge(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TWeekChallengeSignUp) => signUpWeekChallenge(clubId, body),
    invalidates: [weekChallengeKeys.all(clubId), weekChallengeKeys.mine()],
  });
}

import type { TMyWeekChallengeSignUp, TWeekChallengeDetail } from '@pulseboard/contract/week-challenges';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export function signUpMyWeekChallenge(body: TMyWeekChallengeSignUp) {
  return request<TWeekChallengeDetail>('/dashboard/week-challenges/actions/sign-up', {
    method: 'POST',
    body,
  });
}

/** The member signs themselves up. */
export function useSignUpMyWeekChallenge() {
  return useApiMutation({
    mutationFn: (body: TMyWeekChallengeSignUp) => signUpMyWeekChallenge(body),
    invalidates: [weekChallengeKeys.mine()],
  });
}

import type { TWeekChallengeCheckinInput, TWeekChallengeDetail } from '@pulseboard/contract/week-challenges';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export type TCheckInVariables = TWeekChallengeCheckinInput & { runId: number };

export function checkInMyWeekChallenge(runId: number, body: TWeekChallengeCheckinInput) {
  return request<TWeekChallengeDetail>(`/dashboard/week-challenges/${runId}/actions/check-in`, {
    method: 'POST',
    body,
  });
}

/** The member records a workout done elsewhere on one of their runs. */
export function useCheckInMyWeekChallenge() {
  return useApiMutation({
    mutationFn: ({ runId, ...body }: TCheckInVariables) => checkInMyWeekChallenge(runId, body),
    invalidates: [weekChallengeKeys.mine()],
  });
}

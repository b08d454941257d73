import type { TWeekChallengeDetail, TWeekChallengeWithdraw } from '@pulseboard/contract/week-challenges';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';
import type { TWithdrawVariables } from './withdraw-week-challenge.ts';

export function withdrawMyWeekChallenge(runId: number, body: TWeekChallengeWithdraw) {
  return request<TWeekChallengeDetail>(`/dashboard/week-challenges/${runId}/actions/withdraw`, {
    method: 'POST',
    body,
  });
}

/** The member leaves one of their runs. */
export function useWithdrawMyWeekChallenge() {
  return useApiMutation({
    mutationFn: ({ runId, ...body }: TWithdrawVariables) => withdrawMyWeekChallenge(runId, body),
    invalidates: [weekChallengeKeys.mine()],
  });
}

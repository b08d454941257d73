import type { TWeekChallengeDetail, TWeekChallengeWithdraw } from '@pulseboard/contract/week-challenges';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { weekChallengeKeys } from '../../../lib/query-keys.ts';

export type TWithdrawVariables = TWeekChallengeWithdraw & { runId: number };

export function withdrawWeekChallenge(clubId: number, runId: number, body: TWeekChallengeWithdraw) {
  return request<TWeekChallengeDetail>(
    `/dashboard/clients/${clubId}/week-challenges/${runId}/actions/withdraw`,
    { method: 'POST', body },
  );
}

/** Staff withdraw a member's run. */
export function useWithdrawWeekChallenge(clubId: number) {
  return useApiMutation({
    mutationFn: ({ runId, ...body }: TWithdrawVariables) => withdrawWeekChallenge(clubId, runId, body),
    invalidates: [weekChallengeKeys.all(clubId), weekChallengeKeys.mine()],
  });
}

import type { TChallengeDetail } from '@pulseboard/contract/challenges';
import type { QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { challengeKeys } from '../../../lib/query-keys.ts';

/** POST .../challenges/{challengeId}/actions/{action}: every action answers with the challenge afterwards. */
export function postChallengeAction(clubId: number, challengeId: number, action: string, body?: unknown) {
  return request<TChallengeDetail>(
    `/dashboard/clients/${clubId}/challenges/${challengeId}/actions/${action}`,
    { method: 'POST', body },
  );
}

/** The answer is the challenge as it now is: shown at once, then the lists, counts and boards refresh. */
export function storeChallenge(client: QueryClient, clubId: number, saved: TChallengeDetail) {
  client.setQueryData(challengeKeys.detail(clubId, saved.id), saved);
}

/**
 * The one shape of a challenge write (`useVerbNoun(clubId)` in each endpoint's file): the answered
 * challenge goes into the cache and every challenge query of the club refreshes.
 */
export function useChallengeMutation<V>(
  clubId: number,
  mutationFn: (variables: V) => Promise<TChallengeDetail>,
) {
  return useApiMutation({
    mutationFn,
    onSuccess: (saved, _variables, _result, context) => storeChallenge(context.client, clubId, saved),
    invalidates: [challengeKeys.all(clubId)],
  });
}

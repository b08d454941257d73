import type { TLiveStopResult } from '@pulseboard/contract/classes-live';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { liveClassKeys, workoutKeys } from '../../../lib/query-keys.ts';

/** POST .../actions/stop: the class ends and each participant's workout is stored (so workout lists refresh). */
export function useStopLiveClass(clubId: number) {
  return useApiMutation<TLiveStopResult, number>({
    mutationFn: (classId) =>
      request(`/dashboard/clients/${clubId}/classes/${classId}/actions/stop`, { method: 'POST', body: {} }),
    invalidates: [liveClassKeys.all(clubId), workoutKeys.all()],
  });
}

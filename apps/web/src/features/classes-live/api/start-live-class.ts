import type { TLiveClassInfo } from '@pulseboard/contract/classes-live';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { liveClassKeys } from '../../../lib/query-keys.ts';

/** POST .../classes/{classId}/actions/start: the class goes live and senders may stream. */
export function useStartLiveClass(clubId: number) {
  return useApiMutation<TLiveClassInfo, number>({
    mutationFn: (classId) =>
      request(`/dashboard/clients/${clubId}/classes/${classId}/actions/start`, { method: 'POST', body: {} }),
    invalidates: [liveClassKeys.all(clubId)],
  });
}

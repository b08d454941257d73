import type { TClassDetail, TClassPlanResult, TClassUpdate } from '@pulseboard/contract/classes';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { classKeys } from '../../../lib/query-keys.ts';

export type TMoveClass = { classId: number; date: string; startTime: string; endTime: string };

/**
 * Moves one occurrence: an update needs the class's full field set, so the class is read first and sent
 * back with the new date and times, for this occurrence only.
 */
export async function moveSchedulerClass(clubId: number, { classId, date, startTime, endTime }: TMoveClass) {
  const current = await request<TClassDetail>(`/dashboard/clients/${clubId}/classes/${classId}`);
  const body: TClassUpdate = {
    name: current.name,
    timeZone: current.timeZone,
    description: current.description,
    maxParticipants: current.maxParticipants,
    meetingLink: current.meetingLink,
    trainerId: current.trainerId ?? 0,
    studioId: current.studioId ?? 0,
    locationId: current.locationId,
    rrule: current.rrule,
    date,
    startTime,
    endTime,
    scope: 'this',
  };
  return request<TClassPlanResult>(`/dashboard/clients/${clubId}/classes/${classId}`, {
    method: 'POST',
    body,
  });
}

export function useMoveSchedulerClass(clubId: number) {
  return useApiMutation({
    mutationFn: (move: TMoveClass) => moveSchedulerClass(clubId, move),
    invalidates: [classKeys.all(clubId)],
  });
}

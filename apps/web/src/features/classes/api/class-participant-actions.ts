import type { TClassParticipant } from '@pulseboard/contract/classes';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { classKeys } from '../../../lib/query-keys.ts';

type TAction = 'add-participants' | 'remove-participant' | 'mark-absent';

/** POST /dashboard/clients/{id}/classes/{classId}/actions/{action}. */
export function postClassAction(clubId: number, classId: number, action: TAction, body: unknown) {
  return request<{ status: TClassParticipant['status'] }>(
    `/dashboard/clients/${clubId}/classes/${classId}/actions/${action}`,
    {
      method: 'POST',
      body,
    },
  );
}

// A roster change moves the counts of the list too: the whole club's classes refresh.
const useClassAction = <V>(clubId: number, action: TAction, body: (v: V) => unknown) =>
  useApiMutation({
    mutationFn: (v: V & { classId: number }) => postClassAction(clubId, v.classId, action, body(v)),
    invalidates: [classKeys.all(clubId)],
  });

/** Staff add members: all get a seat or none ('Max Participants Exceeded, leaving {seats}.'). */
export const useAddClassParticipants = (clubId: number) =>
  useClassAction(clubId, 'add-participants', (v: { memberIds: number[] }) => ({ memberIds: v.memberIds }));

/** Takes a member off the list; a freed seat goes to the first waiting member. */
export const useRemoveClassParticipant = (clubId: number) =>
  useClassAction(clubId, 'remove-participant', (v: { memberId: number }) => ({ memberId: v.memberId }));

/** Marks a member absent, once the class has started. */
export const useMarkClassAbsent = (clubId: number) =>
  useClassAction(clubId, 'mark-absent', (v: { memberId: number }) => ({ memberId: v.memberId }));

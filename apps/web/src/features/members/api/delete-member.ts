import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { memberActionInvalidates } from './member-action.ts';

export function deleteMember(clubId: number, memberId: number): Promise<TOkData> {
  return request<TOkData>(`/dashboard/clients/${clubId}/members/${memberId}/actions/delete`, {
    method: 'DELETE',
  });
}

export function useDeleteMember(clubId: number) {
  return useApiMutation({
    mutationFn: (memberId: number) => deleteMember(clubId, memberId),
    invalidates: memberActionInvalidates(clubId, true),
  });
}

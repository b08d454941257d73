import type { TMemberInput, TMemberListItem } from '@pulseboard/contract/members';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { memberKeys } from '../../../lib/query-keys.ts';

/** PUT /dashboard/clients/{id}/members: staff add a (verified) member. */
export function createMember(clubId: number, body: TMemberInput): Promise<TMemberListItem> {
  return request<TMemberListItem>(`/dashboard/clients/${clubId}/members`, { method: 'PUT', body });
}

export function useCreateMember(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TMemberInput) => createMember(clubId, body),
    invalidates: [memberKeys.all(clubId)],
  });
}

import type { TMemberOptions, TMemberOptionsInput } from '@pulseboard/contract/members-actions';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { memberRecordKeys } from '../../../lib/query-keys.ts';

export function updateMemberOptions(clubId: number, body: TMemberOptionsInput): Promise<TMemberOptions> {
  return request<TMemberOptions>(`/dashboard/clients/${clubId}/members/options`, { method: 'POST', body });
}

export function useUpdateMemberOptions(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TMemberOptionsInput) => updateMemberOptions(clubId, body),
    invalidates: [memberRecordKeys.options(clubId)],
  });
}

import type { TClub, TClubInput } from '@pulseboard/contract/clubs';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/** PUT /dashboard/clients. */
export function createClub(body: TClubInput): Promise<TClub> {
  return request<TClub>('/dashboard/clients', { method: 'PUT', body });
}

export function useCreateClub() {
  return useApiMutation({
    mutationFn: createClub,
    invalidates: [clubKeys.lists()],
  });
}

import type { TStudio, TStudioInput } from '@pulseboard/contract/studios';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

/** PUT /dashboard/clients/{id}/studios. */
export function createStudio(clubId: number, body: TStudioInput): Promise<TStudio> {
  return request<TStudio>(`/dashboard/clients/${clubId}/studios`, { method: 'PUT', body });
}

export function useCreateStudio(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TStudioInput) => createStudio(clubId, body),
    invalidates: [studioKeys.all(clubId)],
  });
}

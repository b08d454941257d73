import type { TStudio, TStudioInput } from '@pulseboard/contract/studios';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

/** POST /dashboard/clients/{id}/studios/{studioId}. */
export function updateStudio(clubId: number, studioId: number, body: TStudioInput): Promise<TStudio> {
  return request<TStudio>(`/dashboard/clients/${clubId}/studios/${studioId}`, { method: 'POST', body });
}

export function useUpdateStudio(clubId: number) {
  return useApiMutation({
    mutationFn: ({ studioId, body }: { studioId: number; body: TStudioInput }) =>
      updateStudio(clubId, studioId, body),
    invalidates: [studioKeys.all(clubId)],
  });
}

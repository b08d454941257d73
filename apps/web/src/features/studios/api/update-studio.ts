import type { TStudio, TStudioInput } from '@pulseboard/contract/studios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { studiosQueryKey } from './get-studios.ts';

type TArgs = { clubId: number; studioId: number; body: TStudioInput };

/** POST /dashboard/clients/{id}/studios/{studioId}. */
export function updateStudio({ clubId, studioId, body }: TArgs): Promise<TStudio> {
  return request<TStudio>(`/dashboard/clients/${clubId}/studios/${studioId}`, { method: 'POST', body });
}

export function useUpdateStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudio,
    onSuccess: (_saved, { clubId }) => queryClient.invalidateQueries({ queryKey: studiosQueryKey(clubId) }),
  });
}

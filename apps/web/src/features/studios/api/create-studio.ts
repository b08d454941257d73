import type { TStudio, TStudioInput } from '@pulseboard/contract/studios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { studiosQueryKey } from './get-studios.ts';

/** PUT /dashboard/clients/{id}/studios. */
export function createStudio({ clubId, body }: { clubId: number; body: TStudioInput }): Promise<TStudio> {
  return request<TStudio>(`/dashboard/clients/${clubId}/studios`, { method: 'PUT', body });
}

export function useCreateStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudio,
    onSuccess: (_saved, { clubId }) => queryClient.invalidateQueries({ queryKey: studiosQueryKey(clubId) }),
  });
}

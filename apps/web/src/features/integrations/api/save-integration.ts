import type {
  TIntegration,
  TIntegrationInput,
  TIntegrationProvider,
} from '@pulseboard/contract/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { integrationsQueryOptions } from './get-integrations.ts';

export function saveIntegration(
  clubId: number,
  provider: TIntegrationProvider,
  body: TIntegrationInput,
): Promise<TIntegration> {
  return request<TIntegration>(`/dashboard/clients/${clubId}/integrations/${provider}`, {
    method: 'POST',
    body,
  });
}

export function useSaveIntegration(clubId: number, provider: TIntegrationProvider) {
  const queryClient = useQueryClient();
  const { queryKey } = integrationsQueryOptions(clubId);
  return useMutation({
    mutationFn: (body: TIntegrationInput) => saveIntegration(clubId, provider, body),
    onSuccess: (saved) =>
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((i) => (i.provider === saved.provider ? saved : i)),
      ),
  });
}

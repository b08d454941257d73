import type {
  TIntegration,
  TIntegrationInput,
  TIntegrationProvider,
} from '@pulseboard/contract/integrations';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

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
  return useApiMutation({
    mutationFn: (body: TIntegrationInput) => saveIntegration(clubId, provider, body),
    onSuccess: (saved, _variables, _result, { client }) =>
      client.setQueryData<TIntegration[]>(clubKeys.integrations(clubId), (list) =>
        list?.map((i) => (i.provider === saved.provider ? saved : i)),
      ),
  });
}

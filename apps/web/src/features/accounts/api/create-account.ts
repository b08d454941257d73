import type { TAccount, TAccountCreate } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { accountMutationOptions } from './account-mutation.ts';

export function createAccount(clubId: number, body: TAccountCreate): Promise<TAccount> {
  return request<TAccount>(`/dashboard/clients/${clubId}/accounts`, { method: 'POST', body });
}

export function useCreateAccount(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TAccountCreate) => createAccount(clubId, body),
    ...accountMutationOptions(clubId),
  });
}

import type { TAccount, TAccountUpdate } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { accountMutationOptions } from './account-mutation.ts';

export function updateAccount(clubId: number, accountId: number, body: TAccountUpdate): Promise<TAccount> {
  return request<TAccount>(`/dashboard/clients/${clubId}/accounts/${accountId}`, { method: 'PUT', body });
}

export function useUpdateAccount(clubId: number) {
  return useApiMutation({
    mutationFn: ({ accountId, ...body }: TAccountUpdate & { accountId: number }) =>
      updateAccount(clubId, accountId, body),
    ...accountMutationOptions(clubId),
  });
}

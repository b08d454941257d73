import type { TAccount, TAccountUpdate } from '@pulseboard/contract/accounts';
import { request } from '../../../lib/http.ts';
import { useAccountMutation } from './account-mutation.ts';

export function updateAccount(clubId: number, accountId: number, body: TAccountUpdate): Promise<TAccount> {
  return request<TAccount>(`/dashboard/clients/${clubId}/accounts/${accountId}`, { method: 'PUT', body });
}

export function useUpdateAccount(clubId: number) {
  return useAccountMutation(clubId, ({ accountId, ...body }: TAccountUpdate & { accountId: number }) =>
    updateAccount(clubId, accountId, body),
  );
}

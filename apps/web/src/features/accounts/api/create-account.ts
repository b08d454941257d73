import type { TAccount, TAccountCreate } from '@pulseboard/contract/accounts';
import { request } from '../../../lib/http.ts';
import { useAccountMutation } from './account-mutation.ts';

export function createAccount(clubId: number, body: TAccountCreate): Promise<TAccount> {
  return request<TAccount>(`/dashboard/clients/${clubId}/accounts`, { method: 'POST', body });
}

export function useCreateAccount(clubId: number) {
  return useAccountMutation(clubId, (body: TAccountCreate) => createAccount(clubId, body));
}

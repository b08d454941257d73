import { request } from '../../../lib/http.ts';
import { useAccountMutation } from './account-mutation.ts';

export function deleteAccount(clubId: number, accountId: number): Promise<{ ok: true }> {
  return request(`/dashboard/clients/${clubId}/accounts/${accountId}`, { method: 'DELETE' });
}

export function useDeleteAccount(clubId: number) {
  return useAccountMutation(clubId, (accountId: number) => deleteAccount(clubId, accountId));
}

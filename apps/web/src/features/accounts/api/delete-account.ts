import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { accountMutationOptions } from './account-mutation.ts';

export function deleteAccount(clubId: number, accountId: number): Promise<TOkData> {
  return request(`/dashboard/clients/${clubId}/accounts/${accountId}`, { method: 'DELETE' });
}

export function useDeleteAccount(clubId: number) {
  return useApiMutation({
    mutationFn: (accountId: number) => deleteAccount(clubId, accountId),
    ...accountMutationOptions(clubId),
  });
}

import type { TAccount } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { accountMutationOptions, postAccountAction } from './account-mutation.ts';

export function unbindDevice(clubId: number, accountId: number): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'unbind-device');
}

export function useUnbindDevice(clubId: number) {
  return useApiMutation({
    mutationFn: (accountId: number) => unbindDevice(clubId, accountId),
    ...accountMutationOptions(clubId),
  });
}

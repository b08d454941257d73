import type { TAccount } from '@pulseboard/contract/accounts';
import { postAccountAction, useAccountMutation } from './account-mutation.ts';

export function unbindDevice(clubId: number, accountId: number): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'unbind-device');
}

export function useUnbindDevice(clubId: number) {
  return useAccountMutation(clubId, (accountId: number) => unbindDevice(clubId, accountId));
}

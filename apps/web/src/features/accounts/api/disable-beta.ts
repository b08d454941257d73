import type { TAccount } from '@pulseboard/contract/accounts';
import { postAccountAction, useAccountMutation } from './account-mutation.ts';

export function disableBeta(clubId: number, accountId: number): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'disable-beta');
}

export function useDisableBeta(clubId: number) {
  return useAccountMutation(clubId, (accountId: number) => disableBeta(clubId, accountId));
}

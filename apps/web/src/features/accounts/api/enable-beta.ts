import type { TAccount } from '@pulseboard/contract/accounts';
import { postAccountAction, useAccountMutation } from './account-mutation.ts';

export function enableBeta(clubId: number, accountId: number): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'enable-beta');
}

export function useEnableBeta(clubId: number) {
  return useAccountMutation(clubId, (accountId: number) => enableBeta(clubId, accountId));
}

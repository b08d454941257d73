import type { TAccount } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { accountMutationOptions, postAccountAction } from './account-mutation.ts';

export function enableBeta(clubId: number, accountId: number): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'enable-beta');
}

export function useEnableBeta(clubId: number) {
  return useApiMutation({
    mutationFn: (accountId: number) => enableBeta(clubId, accountId),
    ...accountMutationOptions(clubId),
  });
}

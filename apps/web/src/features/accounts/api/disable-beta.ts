import type { TAccount } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { accountMutationOptions, postAccountAction } from './account-mutation.ts';

export function disableBeta(clubId: number, accountId: number): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'disable-beta');
}

export function useDisableBeta(clubId: number) {
  return useApiMutation({
    mutationFn: (accountId: number) => disableBeta(clubId, accountId),
    ...accountMutationOptions(clubId),
  });
}

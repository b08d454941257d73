import type { TAccount } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { accountMutationOptions, postAccountAction } from './account-mutation.ts';

export function revokeClubAdmin(clubId: number, accountId: number): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'revoke-club-admin');
}

export function useRevokeClubAdmin(clubId: number) {
  return useApiMutation({
    mutationFn: (accountId: number) => revokeClubAdmin(clubId, accountId),
    ...accountMutationOptions(clubId),
  });
}

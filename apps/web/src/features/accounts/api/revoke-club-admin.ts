import type { TAccount } from '@pulseboard/contract/accounts';
import { postAccountAction, useAccountMutation } from './account-mutation.ts';

export function revokeClubAdmin(clubId: number, accountId: number): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'revoke-club-admin');
}

export function useRevokeClubAdmin(clubId: number) {
  return useAccountMutation(clubId, (accountId: number) => revokeClubAdmin(clubId, accountId));
}

import type { TAccount, TAssignClubAdminBody } from '@pulseboard/contract/accounts';
import { postAccountAction, useAccountMutation } from './account-mutation.ts';

export function assignClubAdmin(
  clubId: number,
  accountId: number,
  body: TAssignClubAdminBody,
): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'assign-club-admin', body);
}

export function useAssignClubAdmin(clubId: number) {
  return useAccountMutation(clubId, ({ accountId, ...body }: TAssignClubAdminBody & { accountId: number }) =>
    assignClubAdmin(clubId, accountId, body),
  );
}

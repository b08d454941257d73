import type { TAccount, TAssignClubAdminBody } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { accountMutationOptions, postAccountAction } from './account-mutation.ts';

export function assignClubAdmin(
  clubId: number,
  accountId: number,
  body: TAssignClubAdminBody,
): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'assign-club-admin', body);
}

export function useAssignClubAdmin(clubId: number) {
  return useApiMutation({
    mutationFn: ({ accountId, ...body }: TAssignClubAdminBody & { accountId: number }) =>
      assignClubAdmin(clubId, accountId, body),
    ...accountMutationOptions(clubId),
  });
}

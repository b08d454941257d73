import type { TAccount, TUpdateLocationBody } from '@pulseboard/contract/accounts';
import { postAccountAction, useAccountMutation } from './account-mutation.ts';

export function updateAccountLocation(
  clubId: number,
  accountId: number,
  body: TUpdateLocationBody,
): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'update-location', body);
}

export function useUpdateAccountLocation(clubId: number) {
  return useAccountMutation(clubId, ({ accountId, ...body }: TUpdateLocationBody & { accountId: number }) =>
    updateAccountLocation(clubId, accountId, body),
  );
}

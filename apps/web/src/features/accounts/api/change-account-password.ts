import type { TAccount, TAccountPasswordBody } from '@pulseboard/contract/accounts';
import { postAccountAction, useAccountMutation } from './account-mutation.ts';

export function changeAccountPassword(
  clubId: number,
  accountId: number,
  body: TAccountPasswordBody,
): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'change-password', body);
}

export function useChangeAccountPassword(clubId: number) {
  return useAccountMutation(clubId, ({ accountId, ...body }: TAccountPasswordBody & { accountId: number }) =>
    changeAccountPassword(clubId, accountId, body),
  );
}

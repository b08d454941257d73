import type { TAccount, TAccountPasswordBody } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { accountMutationOptions, postAccountAction } from './account-mutation.ts';

export function changeAccountPassword(
  clubId: number,
  accountId: number,
  body: TAccountPasswordBody,
): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'change-password', body);
}

export function useChangeAccountPassword(clubId: number) {
  return useApiMutation({
    mutationFn: ({ accountId, ...body }: TAccountPasswordBody & { accountId: number }) =>
      changeAccountPassword(clubId, accountId, body),
    ...accountMutationOptions(clubId),
  });
}

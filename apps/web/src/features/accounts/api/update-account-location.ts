import type { TAccount, TUpdateLocationBody } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { accountMutationOptions, postAccountAction } from './account-mutation.ts';

export function updateAccountLocation(
  clubId: number,
  accountId: number,
  body: TUpdateLocationBody,
): Promise<TAccount> {
  return postAccountAction(clubId, accountId, 'update-location', body);
}

export function useUpdateAccountLocation(clubId: number) {
  return useApiMutation({
    mutationFn: ({ accountId, ...body }: TUpdateLocationBody & { accountId: number }) =>
      updateAccountLocation(clubId, accountId, body),
    ...accountMutationOptions(clubId),
  });
}

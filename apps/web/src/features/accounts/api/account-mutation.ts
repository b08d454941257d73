import type { TAccount } from '@pulseboard/contract/accounts';
import { ApiError, request } from '../../../lib/http.ts';
import { notifyError } from '../../../lib/notify.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

/** POST .../accounts/{accountId}/actions/{action}: every action answers with the account afterwards. */
export function postAccountAction(clubId: number, accountId: number, action: string, body?: unknown) {
  return request<TAccount>(`/dashboard/clients/${clubId}/accounts/${accountId}/actions/${action}`, {
    method: 'POST',
    body,
  });
}

/**
 * The server names why an account may not be touched (e.g. 'You cannot change an account with a role
 * above yours') on `accountId`; that says more than the general 'no permission', so it is the toast.
 */
export function accountErrorToShow(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields?.accountId) return error;
  const { code, status, fields } = error;
  return new ApiError({ code, status, fields, message: error.fields.accountId });
}

/** What every account mutation adds to `useApiMutation`: its own error toast, then the club's accounts (and logs) refresh. */
export function accountMutationOptions(clubId: number) {
  return {
    meta: { silent: true },
    onError: (error: Error) => notifyError(accountErrorToShow(error)),
    invalidates: [accountKeys.all(clubId)],
  };
}

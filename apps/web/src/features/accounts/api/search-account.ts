import type { TAccountWithClub } from '@pulseboard/contract/accounts';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';

/** POST /dashboard/actions/search-account (accuro): the account with this email and its club. */
export function searchAccount(email: string): Promise<TAccountWithClub> {
  return request<TAccountWithClub>('/dashboard/actions/search-account', { method: 'POST', body: { email } });
}

/** The caller shows 'not found' and field messages next to the search box. */
export function useSearchAccount() {
  return useApiMutation({ mutationFn: searchAccount, meta: { silent: true } });
}

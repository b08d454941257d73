import type { TLoginBody, TTokenData } from '@pulseboard/contract/auth';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { setToken } from '../../../lib/token.ts';

export function login(body: TLoginBody): Promise<TTokenData> {
  return request<TTokenData>('/dashboard/login', { method: 'POST', body });
}

/** Signs in, stores the token cookie and drops data cached for any earlier session. */
export function useLogin({ onSuccess }: { onSuccess: () => void }) {
  return useApiMutation({
    mutationFn: login,
    // The form shows a refusal inline; a toast as well would say it twice and outlive the page.
    meta: { silent: true },
    onSuccess: ({ token }, _variables, _result, { client: queryClient }) => {
      setToken(token);
      queryClient.removeQueries();
      onSuccess();
    },
  });
}

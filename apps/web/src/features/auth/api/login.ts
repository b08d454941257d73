import type { TLoginBody, TTokenData } from '@pulseboard/contract/auth';
import { useState } from 'react';
import { request } from '../../../lib/http.ts';
import { setToken } from '../../../lib/token.ts';

export function login(body: TLoginBody): Promise<TTokenData> {
  return request<TTokenData>('/dashboard/login', { method: 'POST', body });
}

/**
 * Signs in, stores the token cookie and drops data cached for any earlier session. Plain React state, not
 * a TanStack mutation: the login page loads no query cache. A refusal is only returned, never toasted:
 * the form shows it inline (a toast as well would say it twice and outlive the page).
 */
export function useLogin({ onSuccess }: { onSuccess: () => void }) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const mutate = async (body: TLoginBody) => {
    setState({ isPending: true, error: null });
    try {
      const { token } = await login(body);
      setToken(token);
      const { queryClient } = await import('../../../lib/query-client.ts');
      queryClient.removeQueries();
      setState({ isPending: false, error: null });
      onSuccess();
    } catch (error) {
      setState({ isPending: false, error });
    }
  };
  return { ...state, mutate };
}

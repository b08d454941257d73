import type { TLoginBody, TTokenData } from '@pulseboard/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { setToken } from '../../../lib/token.ts';

export function login(body: TLoginBody): Promise<TTokenData> {
  return request<TTokenData>('/dashboard/login', { method: 'POST', body });
}

/** Signs in, stores the token cookie and drops data cached for any earlier session. */
export function useLogin({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      setToken(token);
      queryClient.removeQueries();
      onSuccess();
    },
  });
}

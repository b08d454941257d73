import type { TRegisterBody } from '@pulseboard/contract/auth';
import type { TProfile } from '@pulseboard/contract/profile';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { profileKeys } from '../../../lib/query-keys.ts';
import { setToken } from '../../../lib/token.ts';

export function register(body: TRegisterBody): Promise<{ token: string; profile: TProfile }> {
  return request<{ token: string; profile: TProfile }>('/dashboard/register', { method: 'POST', body });
}

/** Creates the account and signs in with it. */
export function useRegister({ onSuccess }: { onSuccess: () => void }) {
  return useApiMutation({
    mutationFn: register,
    onSuccess: ({ token, profile }, _variables, _result, { client: queryClient }) => {
      setToken(token);
      queryClient.removeQueries();
      queryClient.setQueryData(profileKeys.current(), profile);
      onSuccess();
    },
  });
}

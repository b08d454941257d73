import type { TRegisterBody } from '@pulseboard/contract/auth';
import type { TProfile } from '@pulseboard/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { setToken } from '../../../lib/token.ts';
import { profileQueryOptions } from './get-profile.ts';

export function register(body: TRegisterBody): Promise<{ token: string; profile: TProfile }> {
  return request<{ token: string; profile: TProfile }>('/dashboard/register', { method: 'POST', body });
}

/** Creates the account and signs in with it. */
export function useRegister({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, profile }) => {
      setToken(token);
      queryClient.removeQueries();
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      onSuccess();
    },
  });
}

import type { TTokenData } from '@pulseboard/contract/auth';
import type { TRole } from '@pulseboard/contract/roles';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { setToken } from '../../../lib/token.ts';

export function switchRole(role: TRole): Promise<TTokenData> {
  return request<TTokenData>('/dashboard/profile/actions/switch-role', { method: 'POST', body: { role } });
}

/**
 * Asks the server for a session in another of the user's roles and stores its token. Everything cached
 * belonged to the old role, so the whole cache goes (the shell remounts its pages for the new role).
 */
export function useSwitchRole({ onSwitched }: { onSwitched: () => void | Promise<void> }) {
  return useApiMutation({
    mutationFn: switchRole,
    onSuccess: async ({ token }, _variables, _result, { client: queryClient }) => {
      setToken(token);
      queryClient.clear();
      await onSwitched();
    },
  });
}

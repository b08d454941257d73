import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { removeToken } from '../../../lib/token.ts';

export function logout(): Promise<TOkData> {
  return request<TOkData>('/user/logout', { method: 'POST' });
}

/**
 * Ends the session on the server, then forgets it here even if the server call failed. `leave` navigates
 * away; the cache is cleared only after it, so that no mounted query refetches without a token.
 */
export function useLogout({ leave }: { leave: () => void | Promise<void> }) {
  return useApiMutation({
    mutationFn: logout,
    onSettled: async (_data, _error, _variables, _result, { client: queryClient }) => {
      removeToken();
      await leave();
      queryClient.clear();
    },
  });
}

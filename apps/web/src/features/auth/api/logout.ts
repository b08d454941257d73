import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { removeToken } from '../../../lib/token.ts';

export function logout(): Promise<{ ok: true }> {
  return request<{ ok: true }>('/user/logout', { method: 'POST' });
}

/**
 * Ends the session on the server, then forgets it here even if the server call failed. `leave` navigates
 * away; the cache is cleared only after it, so that no mounted query refetches without a token.
 */
export function useLogout({ leave }: { leave: () => void | Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      removeToken();
      await leave();
      queryClient.clear();
    },
  });
}

import type { TChangePasswordBody } from '@pulseboard/contract/profile';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';

export function changePassword(body: TChangePasswordBody): Promise<{ message: string }> {
  return request<{ message: string }>('/dashboard/profile/actions/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useApiMutation({ mutationFn: changePassword });
}

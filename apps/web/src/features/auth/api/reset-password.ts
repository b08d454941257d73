import type { TResetPasswordBody } from '@pulseboard/contract/auth';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';

export function resetPassword(body: TResetPasswordBody): Promise<{ message: string }> {
  return request<{ message: string }>('/dashboard/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useApiMutation({ mutationFn: resetPassword });
}

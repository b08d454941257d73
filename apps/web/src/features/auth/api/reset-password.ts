import type { TResetPasswordBody } from '@pulseboard/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';

export function resetPassword(body: TResetPasswordBody): Promise<{ message: string }> {
  return request<{ message: string }>('/dashboard/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

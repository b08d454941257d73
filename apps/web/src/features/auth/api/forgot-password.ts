import type { TForgotPasswordBody } from '@pulseboard/contract/auth';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';

/** Sends a confirmation code to the email, if it is registered; the answer never tells which. */
export function forgotPassword(body: TForgotPasswordBody): Promise<{ message: string }> {
  return request<{ message: string }>('/dashboard/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useApiMutation({ mutationFn: forgotPassword });
}

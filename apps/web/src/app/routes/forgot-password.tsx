import { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page.tsx';

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}

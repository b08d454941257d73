import { LoginPage } from '../../features/auth/pages/login-page.tsx';

export function LoginRoute() {
  return <LoginPage />;
}

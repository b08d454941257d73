import { UserRegisterPage } from '../../features/auth/pages/user-register-page.tsx';

export function UserRegisterRoute() {
  return <UserRegisterPage />;
}

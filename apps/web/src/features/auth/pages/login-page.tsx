import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { safeRedirect } from '../utils/login-redirect.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return (
    <AuthCard title={t('login.title')}>
      <LoginForm onSuccess={() => navigate(safeRedirect(params.get('redirect')), { replace: true })} />
      <Flex justify="space-between" wrap gap="small">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <Link to="/user-register">{t('login.register')}</Link>
      </Flex>
    </AuthCard>
  );
}

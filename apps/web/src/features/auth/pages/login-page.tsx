import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { safeRedirect } from '../utils/login-redirect.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex vertical gap="large">
          <Flex justify="space-between" align="center" wrap gap="small">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('login.title')}
            </Typography.Title>
            <LanguageSwitch />
          </Flex>
          <LoginForm onSuccess={() => navigate(safeRedirect(params.get('redirect')), { replace: true })} />
        </Flex>
      </Card>
    </Flex>
  );
}

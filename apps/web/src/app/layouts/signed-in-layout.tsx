import { Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { CurrentUser } from '../../features/auth/components/current-user.tsx';
import { SessionGate } from '../../features/auth/components/session-gate.tsx';

/** The signed-in shell, loaded lazily. A later issue grows it into sidebar, navbar and tags view. */
export function SignedInLayout() {
  const { t } = useTranslation();
  return (
    <SessionGate>
      {(profile) => (
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Header
            style={{ background: '#fff', paddingInline: 24, height: 'auto', lineHeight: 'normal' }}
          >
            <Flex justify="space-between" align="center" wrap gap="middle" style={{ minHeight: 64 }}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('app.title')}
              </Typography.Title>
              <Flex align="center" gap="middle" wrap>
                <LanguageSwitch />
                <CurrentUser profile={profile} />
              </Flex>
            </Flex>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
      )}
    </SessionGate>
  );
}

import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

/**
 * The centred card of the signed-out pages: login, forgot password, register. The product logo and the
 * language switch share the first row, so the switch stays in one place whatever the page's title.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex
      component="main"
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}
    >
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex vertical gap="large">
          <Flex justify="space-between" align="center" gap="small" data-testid="auth-top">
            <Flex align="center" gap="small">
              <img src="/favicon.svg" alt="" width={32} height={32} />
              <Typography.Text strong style={{ fontSize: 18 }}>
                {t('app.title')}
              </Typography.Text>
            </Flex>
            <LanguageSwitch />
          </Flex>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Flex>
      </Card>
    </Flex>
  );
}

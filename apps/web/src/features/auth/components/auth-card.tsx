import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

/** The centred card of the signed-out pages: login, forgot password, register. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex vertical gap="large">
          <Flex justify="space-between" align="center" wrap gap="small">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <LanguageSwitch />
          </Flex>
          {children}
        </Flex>
      </Card>
    </Flex>
  );
}

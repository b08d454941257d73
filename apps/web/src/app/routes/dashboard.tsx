import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../features/auth/api/get-profile.ts';

export function DashboardRoute() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  return (
    <>
      <Typography.Title level={2}>{t('dashboard.title')}</Typography.Title>
      {profile && (
        <Typography.Paragraph>{t('dashboard.welcome', { name: profile.firstName })}</Typography.Paragraph>
      )}
    </>
  );
}

import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { TProfile } from '@pulseboard/contract/profile';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout.ts';

/** The signed-in user's name and role, and the log-out button. */
export function CurrentUser({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout({ leave: () => navigate('/login', { replace: true }) });

  return (
    <Space size="middle" wrap>
      <Space size="small">
        <UserOutlined />
        <Typography.Text strong data-testid="current-user">
          {profile.name}
        </Typography.Text>
      </Space>
      <Tag color="blue" data-testid="current-role" data-role={profile.memberRole}>
        {t(`role.${profile.memberRole}`)}
      </Tag>
      <Button icon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()}>
        {t('nav.logout')}
      </Button>
    </Space>
  );
}

import {
  ApiOutlined,
  AppstoreOutlined,
  DashboardOutlined,
  LogoutOutlined,
  ReadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { TProfile } from '@pulseboard/contract/profile';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useActionMenu } from '../../hooks/use-action-menu.ts';
import { useIsMobile } from '../../hooks/use-is-mobile.ts';
import { HOME_PATH } from '../route-table.ts';
import { resourceLinks } from './resource-links.ts';
import { resetVisitedViews } from './visited-views.ts';

/** Avatar dropdown of SPEC.md section 2: profile, dashboard, my club, resources, log out. */
export function AvatarMenu({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const logout = useLogout({
    leave: async () => {
      resetVisitedViews();
      await navigate('/login', { replace: true });
    },
  });
  // SPEC.md section 2: the my-club link only for a coach or club admin with a club.
  const hasMyClub = profile.clientId !== null && ['coach', 'club'].includes(profile.memberRole);

  const items: MenuProps['items'] = [
    { key: '/profile/index', icon: <UserOutlined />, label: t('route.profile') },
    { key: HOME_PATH, icon: <DashboardOutlined />, label: t('route.dashboard') },
    ...(hasMyClub
      ? [{ key: '/clubs/my-details', icon: <AppstoreOutlined />, label: t('route.myClub') }]
      : []),
    ...resourceLinks(profile.memberRole).map((link) => ({
      key: link.key,
      icon: link.key === 'api-docs' ? <ApiOutlined /> : <ReadOutlined />,
      label: (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {t(link.labelKey)}
        </a>
      ),
    })),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'resources' || key === 'api-docs') return;
    if (key === 'logout') logout.mutate();
    else navigate(key);
  };

  const { dropdown } = useActionMenu({ items, onClick });
  return (
    <Dropdown trigger={['click']} {...dropdown} placement="bottomRight">
      <button
        type="button"
        // The name says what the button shows (the user's name) and what it opens.
        aria-label={`${profile.name}: ${t('nav.account')}`}
        data-testid="avatar-menu"
        style={{
          background: 'none',
          border: 0,
          padding: 0,
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          gap: 8,
        }}
      >
        <Avatar src={profile.avatar ?? undefined} icon={<UserOutlined />} alt="" />
        {/* A plain span: antd's Typography brings its editor (a text area) into every page's first load. */}
        <span
          data-testid="current-user"
          style={
            isMobile
              ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden' }
              : { fontWeight: 600, color: 'inherit' }
          }
        >
          {profile.name}
        </span>
      </button>
    </Dropdown>
  );
}

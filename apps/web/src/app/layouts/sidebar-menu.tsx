import type { TProfile } from '@pulseboard/contract/profile';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSettings } from '../../lib/settings.ts';
import { isDashboardSubdomain, menuFor, type TMenuEntry } from '../route-access.ts';
import { RouteIcon } from './route-icon.tsx';

type TItem = Required<MenuProps>['items'][number];

function logoSubdomain(): string {
  return window.location.hostname.split('.')[0] ?? '';
}

/** Logo and menu of the permitted routes (SPEC.md section 2). */
export function SidebarMenu({
  profile,
  collapsed,
  onNavigate,
}: {
  profile: TProfile;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { sidebarLogo } = useSettings();
  const entries = useMemo(
    () => menuFor(profile.memberRole, { dashboardSubdomain: isDashboardSubdomain() }),
    [profile.memberRole],
  );

  const toItem = (entry: TMenuEntry): TItem => ({
    key: entry.key,
    icon: <RouteIcon name={entry.icon} />,
    label: t(entry.titleKey),
    children: entry.children?.map(toItem),
  });
  const selected = entries
    .flatMap((entry) => entry.children ?? [entry])
    .filter((entry) => pathname === entry.key || pathname.startsWith(`${entry.key}/`))
    .map((entry) => entry.key);

  return (
    <nav aria-label={t('nav.menu')} data-testid="sidebar">
      {sidebarLogo && (
        <div
          style={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 8 }}
        >
          <img
            src={`/public/logo?subdomain=${encodeURIComponent(logoSubdomain())}`}
            alt={t('app.title')}
            data-testid="sidebar-logo"
            style={{ maxHeight: 48, maxWidth: collapsed ? 48 : 240, objectFit: 'contain' }}
          />
        </div>
      )}
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        selectedKeys={selected}
        defaultOpenKeys={entries.filter((entry) => entry.children).map((entry) => entry.key)}
        items={entries.map(toItem)}
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}

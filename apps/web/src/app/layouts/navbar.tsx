import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { TProfile } from '@pulseboard/contract/profile';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { useIsMobile } from '../../hooks/use-is-mobile.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { BreadcrumbNav } from './breadcrumb-nav.tsx';
import { ErrorLogButton } from './error-log-button.tsx';
import { FullscreenButton } from './fullscreen-button.tsx';
import { RoleTag } from './role-tag.tsx';

export function Navbar({
  profile,
  sidebarOpen,
  onToggleSidebar,
}: {
  profile: TProfile;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Flex align="center" justify="space-between" gap="small" style={{ minHeight: 50, paddingInline: 8 }}>
      <Flex align="center" gap="small" style={{ minWidth: 0 }}>
        <Button
          type="text"
          aria-label={t('nav.toggleSidebar')}
          aria-expanded={sidebarOpen}
          data-testid="hamburger"
          icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleSidebar}
        />
        {!isMobile && <BreadcrumbNav />}
      </Flex>
      <Flex align="center" gap={isMobile ? 4 : 'small'}>
        <ErrorLogButton />
        {!isMobile && <FullscreenButton />}
        <LanguageMenu />
        <RoleTag profile={profile} />
        <AvatarMenu profile={profile} />
      </Flex>
    </Flex>
  );
}

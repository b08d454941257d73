import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { TProfile } from '@pulseboard/contract/profile';
import { Button, Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { useIsMobile } from '../../hooks/use-is-mobile.ts';
import { takeSignedOutChoice } from '../../lib/i18n.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { BreadcrumbNav } from './breadcrumb-nav.tsx';
import { ErrorLogButton } from './error-log-button.tsx';
import { FullscreenButton } from './fullscreen-button.tsx';
import { RoleTag } from './role-tag.tsx';
import { saveLanguage } from './save-language.ts';

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
  // A language picked on the login page (or register, forgot password) is saved once signed in.
  useEffect(() => {
    const chosen = takeSignedOutChoice();
    if (chosen && chosen !== profile.language) void saveLanguage(chosen);
  }, [profile.language]);
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
        <LanguageMenu onSwitched={(language) => void saveLanguage(language)} />
        <RoleTag profile={profile} />
        <AvatarMenu profile={profile} />
      </Flex>
    </Flex>
  );
}

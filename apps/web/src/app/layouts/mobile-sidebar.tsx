import type { TProfile } from '@pulseboard/contract/profile';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { SidebarMenu } from './sidebar-menu.tsx';

/** The phone's sidebar: the menu in a drawer over the page, closed by a click outside it. */
export function MobileSidebar({
  profile,
  open,
  width,
  onClose,
}: {
  profile: TProfile;
  open: boolean;
  width: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      // A dialog is named (axe aria-dialog-name); this one has no title to name it.
      aria-label={t('nav.menu')}
      open={open}
      placement="left"
      size={width}
      onClose={onClose}
      closable={false}
      styles={{ body: { padding: 0, background: '#001529' } }}
    >
      <SidebarMenu profile={profile} collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}

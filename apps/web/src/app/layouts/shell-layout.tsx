import { Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SessionGate } from '../../features/auth/components/session-gate.tsx';
import { useIsMobile } from '../../hooks/use-is-mobile.ts';
import { updateSettings, useSettings } from '../../lib/settings.ts';
import { useRouteMeta } from '../root-route.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { Navbar } from './navbar.tsx';
import { PageHeading } from './page-heading.tsx';
import { SETTINGS_BUTTON_WIDTH, SettingsDrawer } from './settings-drawer.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';
import { TagsView } from './tags-view.tsx';
import { addVisitedView, viewKeyOf } from './visited-views.ts';

// The phone's drawer loads when first opened: a phone's first page shows the sidebar closed.
const MobileSidebar = lazy(() => import('./mobile-sidebar.tsx').then((m) => ({ default: m.MobileSidebar })));

// SPEC.md section 9.
const SIDEBAR_WIDTH = 300;
const SIDEBAR_COLLAPSED_WIDTH = 64;

function useTrackVisitedViews(): void {
  const { pathname, search } = useLocation();
  const meta = useRouteMeta();
  useEffect(() => {
    if (meta?.page === 'redirect') return;
    addVisitedView({
      path: viewKeyOf(meta?.path, pathname),
      fullPath: pathname + search,
      titleKey: meta?.titleKey,
      noCache: Boolean(meta?.noCache),
    });
  }, [pathname, search, meta]);
}

/** The signed-in shell: sidebar, navbar, tags view, settings and the kept-alive pages. */
export function ShellLayout() {
  const settings = useSettings();
  const isMobile = useIsMobile();
  const [mobileOpen, setMobileOpen] = useState(false);
  // Stays true once opened, so that closing plays the drawer's animation.
  const [mobileOpened, setMobileOpened] = useState(false);
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  useTrackVisitedViews();

  // A page change on a phone closes the overlaid sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setMobileOpen(false), [pathname]);

  const sidebarOpen = isMobile ? mobileOpen : settings.sidebarOpened;
  const toggleSidebar = () => {
    if (!isMobile) return updateSettings({ sidebarOpened: !settings.sidebarOpened });
    setMobileOpened(true);
    setMobileOpen((open) => !open);
  };

  return (
    <SessionGate>
      {(profile) => (
        <Layout style={{ minHeight: '100vh' }} data-layout={isMobile ? 'mobile' : 'desktop'}>
          {isMobile ? (
            mobileOpened && (
              <Suspense fallback={null}>
                <MobileSidebar
                  profile={profile}
                  open={mobileOpen}
                  width={SIDEBAR_WIDTH}
                  onClose={() => setMobileOpen(false)}
                />
              </Suspense>
            )
          ) : (
            <Layout.Sider
              width={SIDEBAR_WIDTH}
              collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
              collapsed={!settings.sidebarOpened}
              trigger={null}
              collapsible
              style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
            >
              <SidebarMenu profile={profile} collapsed={!settings.sidebarOpened} />
            </Layout.Sider>
          )}
          <Layout style={{ minWidth: 0 }}>
            <header
              data-testid="app-header"
              style={{
                position: settings.fixedHeader ? 'sticky' : 'static',
                top: 0,
                zIndex: 10,
                background: token.colorBgContainer,
                boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
              }}
            >
              <Navbar profile={profile} sidebarOpen={sidebarOpen} onToggleSidebar={toggleSidebar} />
              {settings.tagsView && <TagsView />}
            </header>
            {/* The right gutter is the settings button's column: the button never covers a button or table. */}
            <Layout.Content
              style={{
                padding: isMobile ? 12 : 24,
                paddingInlineEnd: SETTINGS_BUTTON_WIDTH + (isMobile ? 4 : 8),
              }}
            >
              <PageHeading />
              {/* A role switch remounts every kept page, so none keeps the old role's figures. */}
              <KeepAliveOutlet key={profile.memberRole} />
            </Layout.Content>
          </Layout>
          <SettingsDrawer />
        </Layout>
      )}
    </SessionGate>
  );
}

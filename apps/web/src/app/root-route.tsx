import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { BootSpinner } from '../components/boot-spinner.tsx';
import { usePageName } from '../hooks/use-page-title.ts';
import { useNoticeHostWanted } from '../lib/notify.ts';
import { storeTokenFromUrl } from '../lib/token.ts';
import { watchForNewBuild } from '../lib/version-check.ts';
import type { TRouteMeta } from './route-table.ts';

// Runs before the router's first loaders: a link with ?token=... signs in (SPEC.md section 2).
const landedWithToken = storeTokenFromUrl();
const LANDING_DELAY_MS = 800;

// The root loads no antd, so that the login page does not: these load when first needed.
const AntdProvider = lazy(() => import('./provider.tsx').then((m) => ({ default: m.AntdProvider })));
const RouteError = lazy(() => import('./route-error.tsx').then((m) => ({ default: m.RouteError })));

/** The table entry of the deepest matched route. */
export function useRouteMeta(): TRouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i]?.handle as { meta?: TRouteMeta } | undefined)?.meta;
    if (meta) return meta;
  }
  return undefined;
}

function useDocumentTitle(): void {
  const { t } = useTranslation();
  const page = usePageName(useRouteMeta()?.titleKey);
  const title = page ? `${page} - ${t('app.title')}` : t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function useNewBuildNotice(): void {
  useEffect(
    () => watchForNewBuild(() => void import('./new-build-notice.tsx').then((m) => m.showNewBuildNotice())),
    [],
  );
}

/**
 * Root of every page: page title, new-build notice, the ?token=... landing overlay, and an antd App
 * for notices raised while no page has one (e.g. "session not valid" on the way to the login page).
 */
export function RootRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [landing, setLanding] = useState(landedWithToken);
  const noticeHost = useNoticeHostWanted();
  useDocumentTitle();
  useNewBuildNotice();

  useEffect(() => {
    if (!landing) return;
    const timer = setTimeout(() => {
      setLanding(false);
      navigate('/', { replace: true });
    }, LANDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [landing, navigate]);

  return (
    <>
      <Outlet />
      {landing && (
        <div data-testid="landing-overlay">
          <BootSpinner fullscreen label={t('app.loading')} />
        </div>
      )}
      {noticeHost && (
        <Suspense fallback={null}>
          <AntdProvider />
        </Suspense>
      )}
    </>
  );
}

/** The routes' error page (antd's), loaded when it is needed; inside the pages' providers. */
export function LazyRouteError() {
  return (
    <Suspense fallback={<BootSpinner />}>
      <RouteError />
    </Suspense>
  );
}

/** Error boundary of the root, outside the pages' providers: antd's error page with antd's provider. */
export function RootError() {
  return (
    <Suspense fallback={<BootSpinner />}>
      <AntdProvider>
        <RouteError />
      </AntdProvider>
    </Suspense>
  );
}

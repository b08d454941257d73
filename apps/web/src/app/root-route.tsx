import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { usePageTitles } from '../hooks/use-page-title.ts';
import { notifyInfo } from '../lib/notify.ts';
import { storeTokenFromUrl } from '../lib/token.ts';
import { watchForNewBuild } from '../lib/version-check.ts';
import type { TRouteMeta } from './route-table.ts';

// Runs before the router's first loaders: a link with ?token=... signs in (SPEC.md section 2).
const landedWithToken = storeTokenFromUrl();
const LANDING_DELAY_MS = 800;

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
  const meta = useRouteMeta();
  const named = usePageTitles()[useLocation().pathname];
  const page = named ?? (meta && t(meta.titleKey));
  const title = page ? `${page} - ${t('app.title')}` : t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function useNewBuildNotice(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      watchForNewBuild(() =>
        notifyInfo({
          key: 'new-build',
          title: t('build.title'),
          description: t('build.description'),
          actions: (
            <Button type="primary" size="small" onClick={() => window.location.reload()}>
              {t('build.reload')}
            </Button>
          ),
        }),
      ),
    [t],
  );
}

/** Root of every page: page title, new-build notice and the ?token=... landing overlay. */
export function RootRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [landing, setLanding] = useState(landedWithToken);
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
        <Spin fullscreen size="large" description={t('app.loading')} data-testid="landing-overlay" />
      )}
    </>
  );
}

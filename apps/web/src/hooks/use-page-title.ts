import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TUiKey } from '../locales/en.ts';
import { useViewActive } from './use-view-active.ts';

// Titles that pages give themselves, by pathname: the window title and the tags view show them instead
// of the route's generic title, so two clubs open at once can be told apart.
let titles: Readonly<Record<string, string>> = {};
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The titles pages have named, by pathname. */
export function usePageTitles(): Readonly<Record<string, string>> {
  return useSyncExternalStore(subscribe, () => titles);
}

/** Names the shown page (e.g. "Pulse Downtown · Locations"); undefined keeps the route's title. */
export function usePageTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  // A hidden kept-alive page sees the shown page's URL: it must not name that page.
  const active = useViewActive();
  useEffect(() => {
    if (!active || !title || titles[pathname] === title) return;
    titles = { ...titles, [pathname]: title };
    for (const listener of listeners) listener();
  }, [active, title, pathname]);
}

/** The shown page's name: the title it gave itself, else its route's (breadcrumb, page heading). */
export function usePageName(titleKey: TUiKey | undefined): string {
  const { t } = useTranslation();
  const named = usePageTitles()[useLocation().pathname];
  return named ?? (titleKey ? t(titleKey) : '');
}

import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useResolvedPath } from 'react-router';
import type { TUiKey } from '../locales/en.ts';

// Titles that pages give themselves, by pathname: the window title and the tags view show them instead
// of the route's generic title, so two clubs open at once can be told apart.
let titles: Readonly<Record<string, string>> = {};
const listeners = new Set<() => void>();

/** The key a page's name is kept under: its path without trailing slashes, as the router matches it. */
export function titleKeyOf(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The titles pages have named, by pathname. */
export function usePageTitles(): Readonly<Record<string, string>> {
  return useSyncExternalStore(subscribe, () => titles);
}

/**
 * Names the page (e.g. "Pulse Downtown · Locations"); undefined keeps the route's title. The name is
 * kept under the page's own path, which a page the shell keeps hidden still knows (its route match
 * stays as it was, while its location is the shown page's): a hidden page renamed by a change of
 * language names its own tag in the new language, not the page on show.
 */
export function usePageTitle(title: string | undefined): void {
  const own = titleKeyOf(useResolvedPath('.').pathname);
  useEffect(() => {
    if (!title || titles[own] === title) return;
    titles = { ...titles, [own]: title };
    for (const listener of listeners) listener();
  }, [title, own]);
}

/** The shown page's name: the title it gave itself, else its route's (breadcrumb, page heading). */
export function usePageName(titleKey: TUiKey | undefined): string {
  const { t } = useTranslation();
  const named = usePageTitles()[titleKeyOf(useLocation().pathname)];
  return named ?? (titleKey ? t(titleKey) : '');
}

import { useSyncExternalStore } from 'react';
import type { TUiKey } from '../../locales/en.ts';
import { ROUTE_TABLE } from '../route-table.ts';

/**
 * Which view a location belongs to: its path up to the route's first optional segment. Optional
 * segments are state inside a page (a club's tab and command), so /clubs/details/1/locations/create
 * and /clubs/details/1/stations are one view, one tag and one kept-alive page.
 */
export function viewKeyOf(routePath: string | undefined, pathname: string): string {
  if (!routePath) return pathname;
  const firstOptional = routePath.split('/').findIndex((segment) => segment.endsWith('?'));
  if (firstOptional === -1) return pathname;
  return pathname.split('/').slice(0, firstOptional).join('/') || '/';
}

/** A tab of the tags view: one per view (SPEC.md section 4). */
export type TVisitedView = {
  path: string;
  /** Path with its query, to reopen the view as it was. */
  fullPath: string;
  titleKey?: TUiKey;
  affix: boolean;
  noCache: boolean;
};

function pinnedViews(): TVisitedView[] {
  return ROUTE_TABLE.filter((meta) => meta.affix).map((meta) => ({
    path: meta.path,
    fullPath: meta.path,
    titleKey: meta.titleKey,
    affix: true,
    noCache: Boolean(meta.noCache),
  }));
}

let views: readonly TVisitedView[] = pinnedViews();
// Bumped by a refresh, so that the kept-alive view of the path mounts anew.
let generations: Readonly<Record<string, number>> = {};
const listeners = new Set<() => void>();

function set(next: readonly TVisitedView[]): void {
  views = next;
  for (const listener of listeners) listener();
}

/** Forgets the kept-alive state of a view; the next visit renders it from scratch. */
export function refreshView(path: string): void {
  generations = { ...generations, [path]: (generations[path] ?? 0) + 1 };
  for (const listener of listeners) listener();
}

export function useViewGenerations(): Readonly<Record<string, number>> {
  return useSyncExternalStore(subscribe, () => generations);
}

/** Adds a view, or refreshes the query of the one already open for this path. */
export function addVisitedView(view: Omit<TVisitedView, 'affix'>): void {
  const index = views.findIndex((existing) => existing.path === view.path);
  if (index === -1) {
    set([...views, { ...view, affix: false }]);
    return;
  }
  const existing = views[index];
  if (existing && existing.fullPath !== view.fullPath) {
    set(views.map((item, i) => (i === index ? { ...item, fullPath: view.fullPath } : item)));
  }
}

export function closeView(path: string): void {
  set(views.filter((view) => view.affix || view.path !== path));
}

export function closeOtherViews(path: string): void {
  set(views.filter((view) => view.affix || view.path === path));
}

export function closeAllViews(): void {
  set(views.filter((view) => view.affix));
}

/** Back to the pinned tabs only: after a role switch or a new session. */
export function resetVisitedViews(): void {
  set(pinnedViews());
}

export function getVisitedViews(): readonly TVisitedView[] {
  return views;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisitedViews(): readonly TVisitedView[] {
  return useSyncExternalStore(subscribe, getVisitedViews);
}

import type { TRole } from '@pulseboard/contract/roles';
import { matchPath } from 'react-router';
import type { TUiKey } from '../locales/en.ts';
import { ROUTE_GROUPS, ROUTE_TABLE, type TRouteIcon, type TRouteMeta } from './route-table.ts';

/** SPEC.md section 6: a route without roles is open to every role; otherwise the role must be listed. */
export function canAccess(meta: Pick<TRouteMeta, 'roles' | 'public'>, role: TRole | undefined): boolean {
  if (meta.public || !meta.roles) return true;
  return role !== undefined && meta.roles.includes(role);
}

/** The table entry whose pattern matches a path, if any. */
export function findRoute(pathname: string): TRouteMeta | undefined {
  return ROUTE_TABLE.find((meta) => matchPath(meta.path, pathname));
}

export type TMenuEntry = {
  /** The path to open; for a group, the group's key. */
  key: string;
  titleKey: TUiKey;
  icon?: TRouteIcon;
  children?: TMenuEntry[];
};

/** The menu path of a route: optional parameters dropped (a menu entry cannot name a club or a tab). */
function menuPath(pattern: string): string {
  return pattern.replace(/\/:[^/]+\?/g, '');
}

/** The sidebar for a role: permitted, visible routes, grouped; a group with one entry shows that entry. */
export function menuFor(role: TRole, { dashboardSubdomain }: { dashboardSubdomain: boolean }): TMenuEntry[] {
  const entries: TMenuEntry[] = [];
  const groups = new Map<string, TMenuEntry[]>();
  for (const meta of ROUTE_TABLE) {
    if (meta.public || meta.hidden || !canAccess(meta, role)) continue;
    if (dashboardSubdomain && meta.hiddenOnDashboardSubdomain) continue;
    const entry: TMenuEntry = { key: menuPath(meta.path), titleKey: meta.titleKey, icon: meta.icon };
    if (!meta.group) {
      entries.push(entry);
      continue;
    }
    let children = groups.get(meta.group);
    if (!children) {
      children = [];
      groups.set(meta.group, children);
      const group = ROUTE_GROUPS[meta.group];
      entries.push({ key: meta.group, titleKey: group.titleKey, icon: group.icon, children });
    }
    children.push({ ...entry, icon: entry.icon ?? ROUTE_GROUPS[meta.group].icon });
  }
  return entries.map((entry) => (entry.children?.length === 1 ? entry.children[0] : entry) as TMenuEntry);
}

/**
 * Where the breadcrumb puts a grouped page: the group's page the role may open from the menu (the clubs
 * list above a club's page for the platform admin), if any. A club admin, who cannot open the clubs
 * list, is not shown a "Clubs" step above their own club.
 */
export function groupPageOf(
  meta: TRouteMeta,
  role: TRole | undefined,
): { titleKey: TUiKey; path: string } | undefined {
  if (!meta.group) return undefined;
  const page = ROUTE_TABLE.find(
    (other) => other !== meta && other.group === meta.group && !other.hidden && canAccess(other, role),
  );
  return page && { titleKey: page.titleKey, path: menuPath(page.path) };
}

/** Whether the app runs on the dashboard subdomain (dashboard.example.com). */
export function isDashboardSubdomain(hostname: string = window.location.hostname): boolean {
  return hostname.startsWith('dashboard.');
}

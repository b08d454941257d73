import { type ReactNode, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { ViewActiveContext } from '../../hooks/use-view-active.ts';
import { useRouteMeta } from '../root-route.tsx';
import { useViewGenerations, useVisitedViews, viewKeyOf } from './visited-views.ts';

/**
 * Keeps the pages of open tabs mounted (hidden) so that they keep their state, unless the route is
 * noCache (SPEC.md section 4). A closed tab or a refresh drops the kept page. A hidden page is told so
 * (ViewActiveContext): it sees the shown page's URL and must not take that page's list state for its own.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const meta = useRouteMeta();
  const pathname = viewKeyOf(meta?.path, useLocation().pathname);
  const views = useVisitedViews();
  const generations = useViewGenerations();
  const cache = useRef(new Map<string, ReactNode>());

  const cacheable = Boolean(meta) && !meta?.noCache;
  const kept = cache.current;
  if (cacheable) kept.set(pathname, outlet);
  const open = new Set(views.filter((view) => !view.noCache).map((view) => view.path));
  for (const path of kept.keys()) {
    if (path !== pathname && !open.has(path)) kept.delete(path);
  }

  return (
    <>
      {[...kept].map(([path, element]) => (
        <div
          key={`${path}#${generations[path] ?? 0}`}
          data-view={path}
          style={path === pathname ? undefined : { display: 'none' }}
        >
          <ViewActiveContext value={path === pathname}>{element}</ViewActiveContext>
        </div>
      ))}
      {!cacheable && outlet}
    </>
  );
}

import path from 'node:path';
import { FIRST_PAGE_FILE, type TFirstPagePreload } from '@pulseboard/contract/first-page';
import type { Plugin, Rollup } from 'vite';
import {
  layoutsOf,
  ROUTE_REDIRECTS,
  ROUTE_TABLE,
  type TLayout,
  type TRouteMeta,
} from './src/app/route-table.ts';

// The layouts' modules, as router.tsx loads them.
const LAYOUT_MODULES: Record<TLayout, string> = {
  'app-root': 'src/app/layouts/app-root.tsx',
  shell: 'src/app/layouts/shell-layout.tsx',
};

/** The lazy modules the router loads for a route's first page: its layouts' (layoutsOf), then the page's. */
function routeModules(meta: TRouteMeta): string[] {
  return [...layoutsOf(meta).map((layout) => LAYOUT_MODULES[layout]), `src/app/routes/${meta.page}.tsx`];
}

/** A chunk and every chunk it imports statically, in the order a browser meets them, with their styles. */
function closure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, into: Set<string>): Set<string> {
  if (into.has(chunk.fileName)) return into;
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = bundle[file];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}

/**
 * For every route of the route table (and its redirects), the scripts and style sheets its first page
 * loads beyond the entry's (which index.html names), in the order the app meets them: the layouts'
 * first, then the page's.
 */
export function firstPageRoutes(bundle: Rollup.OutputBundle, root: string): TFirstPagePreload['routes'] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  // The chunk holding each module: its own, or one a chunk group gathered it into (vite.config.ts).
  const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('first-page preload: the build has no entry chunk');
  // The entry's own files are named by index.html itself.
  const loadedByEntry = closure(bundle, entry, new Set());
  const filesOf = (meta: TRouteMeta) => {
    const files = new Set<string>();
    for (const module of routeModules(meta)) {
      const chunk = byModule.get(path.join(root, module));
      if (!chunk) throw new Error(`first-page preload: no chunk for ${module} (route ${meta.path})`);
      closure(bundle, chunk, files);
    }
    return [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
  };
  const routes = ROUTE_TABLE.map((meta) => ({
    path: meta.path,
    signedIn: !meta.public,
    files: filesOf(meta),
  }));
  for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
    const target = routes.find((route) => route.path === to);
    if (target) routes.push({ ...target, path: from });
  }
  return routes;
}

/**
 * Writes `first-page.json`, each route's first files (firstPageRoutes). The server names them in the
 * page's head (apps/api/src/plugins/index-page.ts), so a cold visit fetches them beside the entry
 * instead of after it, and Vite's preload helper, finding their links in the page, does not append one
 * per module from script (about 50 on a cold /dashboard, a long task on a slow phone).
 */
export function firstPagePreload(): Plugin {
  let root = '';
  return {
    name: 'pulseboard:first-page-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routes = firstPageRoutes(bundle, root);
      const content: TFirstPagePreload = { routes };
      this.emitFile({ type: 'asset', fileName: FIRST_PAGE_FILE, source: JSON.stringify(content) });
    },
  };
}

import type { Plugin, Rollup } from 'vite';
import { firstPageRoutes } from './first-page-preload.ts';

/** The page a signed-in visit lands on, and the one a signed-out visit does. */
const SIGNED_IN_PAGE = '/dashboard';
const SIGNED_OUT_PAGE = '/login';

/** What the build's first pass learns of the modules the first pages load (build.ts). */
export interface TFirstView {
  /** Modules of the files a cold signed-in visit loads beyond the entry, but those the login page loads. */
  signedIn: string[];
  /** Modules of the files that visit and the login page both load. */
  withLogin: string[];
}

/**
 * The modules of a build's chunks that the signed-in page's first view and the login page load
 * (first-page-preload.ts), leaving out the entry's and the named chunk groups' (`apart`: vite.config.ts's
 * query cache and antd's base, which the pages outside the shell load without the shell).
 */
export function firstViewOf(bundle: Rollup.OutputBundle, root: string, apart: string[]): TFirstView {
  const routes = firstPageRoutes(bundle, root);
  const filesOf = (page: string) => new Set(routes.find((route) => route.path === page)?.files);
  const signedIn = filesOf(SIGNED_IN_PAGE);
  const signedOut = filesOf(SIGNED_OUT_PAGE);
  const modulesOf = (keep: (file: string) => boolean) =>
    Object.values(bundle).flatMap((item) =>
      item.type === 'chunk' && !apart.includes(item.name) && keep(`/${item.fileName}`) ? item.moduleIds : [],
    );
  return {
    signedIn: modulesOf((file) => signedIn.has(file) && !signedOut.has(file)),
    withLogin: modulesOf((file) => signedIn.has(file) && signedOut.has(file)),
  };
}

/** The first pass's plugin: hands the first view of the build (of the app at `root`) to `found`. */
export function scanFirstView(root: string, apart: string[], found: (firstView: TFirstView) => void): Plugin {
  return {
    name: 'pulseboard:scan-first-view',
    apply: 'build',
    generateBundle(_options, bundle) {
      found(firstViewOf(bundle, root, apart));
    },
  };
}

/**
 * The chunk groups of the build's second pass: what a cold signed-in visit loads beyond the entry, in
 * one chunk instead of some 50 (Rolldown cuts the lazily loaded pages' modules into a chunk for each set
 * of pages that share them), and what it shares with the login page in another, declared first: a group
 * takes its modules' imports along, so the signed-in one alone would take the login page's too, and the
 * login page would load it.
 */
export function firstViewGroups(firstView: TFirstView | undefined) {
  if (!firstView) return [];
  const withLogin = new Set(firstView.withLogin);
  const signedIn = new Set(firstView.signedIn);
  return [
    { name: 'with-login', test: (id: string) => withLogin.has(id) },
    { name: 'first-view', test: (id: string) => signedIn.has(id) },
  ];
}

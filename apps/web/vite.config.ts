import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { antdThemeDefine } from './antd-theme-map.ts';
import { compressAssets } from './compress-assets.ts';
import { firstPagePreload } from './first-page-preload.ts';
import { firstViewGroups, scanFirstView, type TFirstView } from './first-view-chunk.ts';
import { dropUnusedAntdCss } from './unused-antd-css.ts';

const API = 'http://127.0.0.1:3000';
// Only API paths: /dashboard is also a client route and /user-register a page, hence the anchored patterns.
const API_PATHS = [
  '/dashboard/login',
  '/dashboard/profile',
  '/dashboard/register',
  '/dashboard/forgot-password',
  '/dashboard/reset-password',
  '/user',
  '/api',
  '/healthz',
  '/readyz',
];

const ANTD_BASE = new RegExp(
  [
    String.raw`antd[\\/]es[\\/](_util|config-provider|theme|style|locale)`,
    String.raw`@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)`,
    String.raw`@rc-component[\\/]util`,
    'clsx',
    String.raw`@babel[\\/]runtime`,
    '@emotion',
    'stylis',
  ]
    .map((dir) => String.raw`node_modules[\\/]${dir}[\\/]`)
    .join('|'),
);

// Like the boot chunk (below), for the signed-in pages (a cold /dashboard: 74 requests, 56 with these
// two): the query cache, and what every antd component needs (theme, style engine, config, utilities),
// which the automatic split cut into a dozen pieces. The login page loads neither. A group takes its
// modules' own imports along (Rolldown's default), so antd-base holds a few more. The pages outside the
// signed-in shell load them too: they stay apart from the first view's chunk (first-view-chunk.ts).
const SIGNED_IN_GROUPS = [
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'antd-base', test: ANTD_BASE },
];

/**
 * The web app's configuration. `npm run build` (build.ts) builds twice: a first pass that writes
 * nothing and hands over, through `scan`, which modules the first pages load (first-view-chunk.ts),
 * then the build itself with those in one chunk (`firstView`). Without either, as `vite` and a plain
 * `vite build` read it, the build is the same but for that chunk.
 */
export function webConfig({
  firstView,
  scan,
}: {
  firstView?: TFirstView;
  scan?: (firstView: TFirstView) => void;
} = {}) {
  const plugins: PluginOption[] = scan
    ? [
        react(),
        scanFirstView(
          import.meta.dirname,
          SIGNED_IN_GROUPS.map((group) => group.name),
          scan,
        ),
      ]
    : [react(), dropUnusedAntdCss(), firstPagePreload(), compressAssets()];
  return defineConfig({
    root: import.meta.dirname,
    plugins,
    define: antdThemeDefine(),
    build: {
      outDir: 'dist',
      write: !scan,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // A long-lived vendor chunk for the React runtime. antd's components stay split by use: one
              // group for all of antd would make every page load all of it (../shared/TOOLCHAIN.md).
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                priority: 2,
              },
              // What the entry imports statically (router, i18n, guards, http) in one chunk beside it: every
              // page loads all of it anyway, and split into the pieces the lazy pages share it took ten
              // requests more on a cold /login (24 instead of 15). The server speaks HTTP/1.1 (six requests
              // at a time), and each request costs a slow phone's main thread.
              { name: 'boot', tags: ['$initial'], priority: 1 },
              ...SIGNED_IN_GROUPS,
              ...firstViewGroups(firstView),
            ],
          },
        },
      },
    },
    server: { proxy: Object.fromEntries(API_PATHS.map((path) => [`^${path}(/|\\?|$)`, { target: API }])) },
  });
}

export default webConfig();

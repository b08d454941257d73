import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstViewGroups, firstViewOf } from './first-view-chunk.ts';
import { ROUTE_TABLE } from './src/app/route-table.ts';

const ROOT = '/app';
const id = (module: string) => `${ROOT}/${module}`;

function chunk(name: string, imports: string[], modules: string[], isEntry = false): Rollup.OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName: `assets/${name}.js`,
    imports: imports.map((file) => `assets/${file}.js`),
    isEntry,
    moduleIds: modules.map(id),
    viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

/** The entry, antd's base group, the layouts, a chunk the shell shares with the login page, every page. */
const BUNDLE: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('index', ['react'], ['src/main.tsx', 'src/lib/http.ts'], true),
    chunk('react', [], ['node_modules/react/index.js']),
    chunk('antd-base', ['react'], ['node_modules/antd/es/theme/index.js']),
    chunk('settings', [], ['src/lib/settings.ts']),
    chunk('app-root', ['antd-base', 'settings'], ['src/app/layouts/app-root.tsx']),
    chunk('shell', ['antd-base', 'menu'], ['src/app/layouts/shell-layout.tsx']),
    chunk(
      'menu',
      ['antd-base'],
      ['node_modules/antd/es/menu/index.js', 'node_modules/antd/es/tooltip/index.js'],
    ),
    ...[...new Set(ROUTE_TABLE.map((meta) => meta.page))].map((page) =>
      chunk(page, page === 'login' ? ['settings'] : ['react'], [`src/app/routes/${page}.tsx`]),
    ),
  ].map((c) => [c.fileName, c]),
);

describe('the first view chunk', () => {
  const firstView = firstViewOf(BUNDLE, ROOT, ['antd-base']);

  it("takes what a cold signed-in visit loads beyond the entry, but the named groups' and the login page's", () => {
    expect(firstView.signedIn.sort()).toEqual(
      [
        'node_modules/antd/es/menu/index.js',
        'node_modules/antd/es/tooltip/index.js',
        'src/app/layouts/app-root.tsx',
        'src/app/layouts/shell-layout.tsx',
        'src/app/routes/dashboard.tsx',
      ].map(id),
    );
    expect(firstView.withLogin).toEqual([id('src/lib/settings.ts')]);
  });

  it('groups what the login page loads too before the rest, so the signed-in group cannot take it', () => {
    const groups = firstViewGroups(firstView);
    expect(groups.map((group) => group.name)).toEqual(['with-login', 'first-view']);
    expect(groups[0]?.test(id('src/lib/settings.ts'))).toBe(true);
    expect(groups[1]?.test(id('src/lib/settings.ts'))).toBe(false);
    expect(groups[1]?.test(id('src/app/routes/dashboard.tsx'))).toBe(true);
    expect(groups[1]?.test(id('src/app/routes/login.tsx'))).toBe(false);
    expect(firstViewGroups(undefined)).toEqual([]);
  });
});

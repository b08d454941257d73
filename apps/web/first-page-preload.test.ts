import type { TFirstPagePreload } from '@pulseboard/contract/first-page';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPagePreload } from './first-page-preload.ts';
import { ROUTE_TABLE } from './src/app/route-table.ts';

const ROOT = '/app';

function chunk(fileName: string, imports: string[], module?: string, css: string[] = []): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: module === 'src/main.tsx',
    // A chunk holds its own module among others (a chunk group takes several).
    moduleIds: module ? [`${ROOT}/src/lib/shared.ts`, `${ROOT}/${module}`] : [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

/** A build with the entry, the two layouts, and a chunk for every page of the route table. */
function bundleOf(missing?: string): Rollup.OutputBundle {
  const chunks = [
    chunk('assets/index.js', ['assets/react.js'], 'src/main.tsx', ['assets/index.css']),
    chunk('assets/react.js', []),
    chunk('assets/antd.js', ['assets/react.js']),
    chunk('assets/app-root.js', ['assets/antd.js'], 'src/app/layouts/app-root.tsx', ['assets/provider.css']),
    chunk('assets/shell.js', ['assets/antd.js', 'assets/menu.js'], 'src/app/layouts/shell-layout.tsx'),
    chunk('assets/menu.js', ['assets/antd.js']),
    ...[...new Set(ROUTE_TABLE.map((meta) => meta.page))]
      .filter((page) => page !== missing)
      .map((page) => chunk(`assets/${page}.js`, ['assets/react.js'], `src/app/routes/${page}.tsx`)),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

function build(bundle: Rollup.OutputBundle): TFirstPagePreload {
  const plugin = firstPagePreload();
  (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
  let emitted = '';
  const context = { emitFile: (file: { source: string }) => (emitted = file.source) };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void).call(
    context,
    {},
    bundle,
  );
  return JSON.parse(emitted);
}

describe('firstPagePreload', () => {
  const { routes } = build(bundleOf());
  const filesOf = (path: string) => routes.find((route) => route.path === path)?.files;

  it("lists the page's files beyond the entry's (which index.html names), each once", () => {
    expect(filesOf('/login')).toEqual(['/assets/login.js']);
  });

  it('adds the query cache and antd around every other page, and the shell around the pages with a layout', () => {
    const around = ['/assets/provider.css', '/assets/app-root.js', '/assets/antd.js'];
    expect(filesOf('/404')).toEqual([...around, '/assets/not-found.js']);
    expect(filesOf('/dashboard')).toEqual([
      ...around,
      '/assets/shell.js',
      '/assets/menu.js',
      '/assets/dashboard.js',
    ]);
  });

  it('marks the signed-in pages, and gives a redirect its target page', () => {
    expect(routes.find((route) => route.path === '/login')?.signedIn).toBe(false);
    expect(routes.find((route) => route.path === '/dashboard')?.signedIn).toBe(true);
    expect(filesOf('/')).toEqual(filesOf('/dashboard'));
    expect(filesOf('/clubs')).toEqual(filesOf('/clubs/index'));
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(ROUTE_TABLE.map((meta) => meta.path)),
    );
  });

  it('fails the build when a page has no chunk of its own (a renamed page file)', () => {
    expect(() => build(bundleOf('dashboard'))).toThrow('no chunk for src/app/routes/dashboard.tsx');
  });
});

import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TFirstPagePreload } from '@pulseboard/contract/first-page';
import { describe, expect, it } from 'vitest';
import { loadFirstPageFiles, patternToRegExp } from './first-page.ts';
import { preloadTags } from './index-page.ts';

describe('patternToRegExp', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard/', true],
    ['/dashboard', '/Dashboard//', true],
    ['/dashboard', '/dashboard/stats', false],
    ['/dashboard', '/dashboardx', false],
    ['/clubs/details/:id/:tabName?/:cmd?', '/clubs/details/7', true],
    ['/clubs/details/:id/:tabName?/:cmd?', '/clubs/details/7/members/new', true],
    ['/clubs/details/:id/:tabName?/:cmd?', '/clubs/details', false],
    ['/clubs/details/:id/:tabName?/:cmd?', '/clubs/details/7/members/new/more', false],
    ['/redirect/*', '/redirect/clubs/index', true],
    ['/redirect/*', '/redirect', true],
    ['/', '/', true],
    ['/', '/login', false],
    ['/class-summary/:encryptionId', '/class-summary/a.b(c)', true],
  ])('%s matches %s: %s', (pattern, pathname, matches) => {
    expect(patternToRegExp(pattern).test(pathname)).toBe(matches);
  });
});

function distWith(preload: TFirstPagePreload | string | undefined): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'pulseboard-first-page-'));
  if (preload !== undefined) writeFile(dist, preload);
  return dist;
}

/** Writes the list as a build would, dated `seconds` after the epoch (a new build: a new date). */
function writeFile(dist: string, preload: TFirstPagePreload | string, seconds = 1_000) {
  const file = path.join(dist, 'first-page.json');
  writeFileSync(file, typeof preload === 'string' ? preload : JSON.stringify(preload));
  utimesSync(file, seconds, seconds);
}

const PRELOAD: TFirstPagePreload = {
  routes: [
    {
      path: '/login',
      signedIn: false,
      files: ['/assets/index-1.css', '/assets/index-1.js', '/assets/login-2.js'],
    },
    { path: '/dashboard', signedIn: true, files: ['/assets/index-1.js', '/assets/dashboard-3.js'] },
  ],
};

describe('loadFirstPageFiles', () => {
  const files = loadFirstPageFiles(distWith(PRELOAD));

  it("names a public page's files", () => {
    expect(files('/login', undefined)).toEqual([
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/login-2.js',
    ]);
  });

  it("names a signed-in page's files only to a browser with a session cookie", () => {
    expect(files('/dashboard', undefined)).toBeUndefined();
    expect(files('/dashboard', 'theme=dark')).toBeUndefined();
    expect(files('/dashboard', 'Admin-Token=')).toBeUndefined();
    expect(files('/dashboard', 'x-Admin-Token=abc')).toBeUndefined();
    expect(files('/dashboard', 'theme=dark; Admin-Token=abc')).toEqual([
      '/assets/index-1.js',
      '/assets/dashboard-3.js',
    ]);
  });

  it('names nothing for a path of no route, nor without the list (an older build) or with a damaged one', () => {
    expect(files('/nowhere', 'Admin-Token=abc')).toBeUndefined();
    expect(loadFirstPageFiles(distWith(undefined))('/login', undefined)).toBeUndefined();
    expect(loadFirstPageFiles(distWith('{"routes": [{'))('/login', undefined)).toBeUndefined();
    expect(
      loadFirstPageFiles(distWith('{"routes": [{"path": "/login"}]}'))('/login', undefined),
    ).toBeUndefined();
  });

  it('reads the list again when a new build replaces it', () => {
    const dist = distWith(PRELOAD);
    const fresh = loadFirstPageFiles(dist);
    expect(fresh('/login', undefined)).toContain('/assets/login-2.js');
    writeFile(dist, { routes: [{ path: '/login', signedIn: false, files: ['/assets/login-9.js'] }] }, 2_000);
    expect(fresh('/login', undefined)).toEqual(['/assets/login-9.js']);
  });
});

describe('preloadTags', () => {
  it("names scripts as module preloads and style sheets as style preloads, with the build's crossorigin", () => {
    expect(preloadTags(['/assets/index-1.css', '/assets/login-2.js'])).toBe(
      '<link rel="preload" as="style" href="/assets/index-1.css" crossorigin>' +
        '<link rel="modulepreload" href="/assets/login-2.js" crossorigin>',
    );
  });

  it('keeps a file name inside its attribute', () => {
    expect(preloadTags(['/assets/a"><script>x</script>.js'])).toBe(
      '<link rel="modulepreload" href="/assets/a&quot;>&lt;script>x&lt;/script>.js" crossorigin>',
    );
  });
});

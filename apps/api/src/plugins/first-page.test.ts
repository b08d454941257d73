import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TFirstPagePreload } from '@pulseboard/contract/first-page';
import { describe, expect, it } from 'vitest';
import { LINK_HEADER_MAX_BYTES, loadFirstPageLinks, patternToRegExp } from './first-page.ts';

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

describe('loadFirstPageLinks', () => {
  const links = loadFirstPageLinks(distWith(PRELOAD));

  it("names a public page's files, style sheets as styles with the build's crossorigin", () => {
    expect(links('/login', undefined)).toBe(
      '</assets/index-1.css>; rel=preload; as=style; crossorigin, </assets/index-1.js>; rel=modulepreload, </assets/login-2.js>; rel=modulepreload',
    );
  });

  it("names a signed-in page's files only to a browser with a session cookie", () => {
    expect(links('/dashboard', undefined)).toBeUndefined();
    expect(links('/dashboard', 'theme=dark')).toBeUndefined();
    expect(links('/dashboard', 'Admin-Token=')).toBeUndefined();
    expect(links('/dashboard', 'x-Admin-Token=abc')).toBeUndefined();
    expect(links('/dashboard', 'theme=dark; Admin-Token=abc')).toBe(
      '</assets/index-1.js>; rel=modulepreload, </assets/dashboard-3.js>; rel=modulepreload',
    );
  });

  it('names nothing for a path of no route, nor without the list (an older build) or with a damaged one', () => {
    expect(links('/nowhere', 'Admin-Token=abc')).toBeUndefined();
    expect(loadFirstPageLinks(distWith(undefined))('/login', undefined)).toBeUndefined();
    expect(loadFirstPageLinks(distWith('{"routes": [{'))('/login', undefined)).toBeUndefined();
    expect(
      loadFirstPageLinks(distWith('{"routes": [{"path": "/login"}]}'))('/login', undefined),
    ).toBeUndefined();
  });

  it('reads the list again when a new build replaces it', () => {
    const dist = distWith(PRELOAD);
    const fresh = loadFirstPageLinks(dist);
    expect(fresh('/login', undefined)).toContain('login-2.js');
    writeFile(dist, { routes: [{ path: '/login', signedIn: false, files: ['/assets/login-9.js'] }] }, 2_000);
    expect(fresh('/login', undefined)).toBe('</assets/login-9.js>; rel=modulepreload');
  });

  it("names a long page's first files only, within what a proxy's header buffer holds", () => {
    const files = Array.from(
      { length: 120 },
      (_, i) => `/assets/chunk-${String(i).padStart(3, '0')}-AbCdEf12.js`,
    );
    const header = loadFirstPageLinks(
      distWith({ routes: [{ path: '/profile/index', signedIn: false, files }] }),
    )('/profile/index', undefined);
    expect(header?.length).toBeLessThanOrEqual(LINK_HEADER_MAX_BYTES);
    expect(header).toMatch(/^<\/assets\/chunk-000-AbCdEf12\.js>; rel=modulepreload, <\/assets\/chunk-001-/);
    expect(header).not.toContain('chunk-119');
  });
});

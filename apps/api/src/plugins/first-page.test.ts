import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TFirstPagePreload } from '@pulseboard/contract/first-page';
import { describe, expect, it } from 'vitest';
import { loadFirstPageLinks, patternToRegExp } from './first-page.ts';

describe('patternToRegExp', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard/', true],
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

function distWith(preload: TFirstPagePreload | undefined): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'pulseboard-first-page-'));
  if (preload) writeFileSync(path.join(dist, 'first-page.json'), JSON.stringify(preload));
  return dist;
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

  it('names nothing for a path of no route, nor without the list (an older build)', () => {
    expect(links('/nowhere', 'Admin-Token=abc')).toBeUndefined();
    expect(loadFirstPageLinks(distWith(undefined))('/login', undefined)).toBeUndefined();
  });
});

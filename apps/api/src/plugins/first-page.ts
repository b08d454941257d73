import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAGE_FILE, type TFirstPagePreload } from '@pulseboard/contract/first-page';
import { TOKEN_COOKIE } from '@pulseboard/contract/limits';

/** Answers the `Link` header for a page's path, or nothing. */
export type TFirstPageLinks = (pathname: string, cookieHeader: string | undefined) => string | undefined;

/** A react-router pattern as a regular expression: `:param` one segment, `:param?` an optional one, `*` the rest. */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || ''}/?$`);
}

const hasSession = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;\\s]`).test(cookieHeader);

/**
 * Reads the build's list of each route's files (apps/web/first-page-preload.ts) and answers, for a page
 * the server sends index.html for, a `Link` header naming the entry's style sheet and scripts and the
 * scripts and style sheets its first page needs beyond them: the browser fetches them as soon as the page's headers arrive, and the
 * app's script no longer starts each fetch itself. A signed-in page names them only to a browser with a
 * session cookie (without one the app goes to the login page and would not use them). Without the list
 * (an older build) there is no header.
 */
export function loadFirstPageLinks(distDir: string): TFirstPageLinks {
  const file = path.join(distDir, FIRST_PAGE_FILE);
  if (!existsSync(file)) return () => undefined;
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as TFirstPagePreload;
  const table = routes.map((route) => ({
    ...route,
    pattern: patternToRegExp(route.path),
    header: route.files
      // `crossorigin` as the build's and the app's own links have it: a preload is used only by a request
      // of the same mode.
      .map((url) =>
        url.endsWith('.css') ? `<${url}>; rel=preload; as=style; crossorigin` : `<${url}>; rel=modulepreload`,
      )
      .join(', '),
  }));
  return (pathname, cookieHeader) => {
    const route = table.find((r) => r.pattern.test(pathname));
    if (!route?.header || (route.signedIn && !hasSession(cookieHeader))) return undefined;
    return route.header;
  };
}

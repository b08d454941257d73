import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAGE_FILE, ZFirstPagePreload } from '@pulseboard/contract/first-page';
import { TOKEN_COOKIE } from '@pulseboard/contract/limits';

/** The files a page's first view loads beyond the entry's, or nothing. */
export type TFirstPageFiles = (pathname: string, cookieHeader: string | undefined) => string[] | undefined;

/**
 * A react-router pattern as a regular expression: `:param` one segment, `:param?` an optional one, `*`
 * the rest; as the router matches, any case and trailing slashes.
 */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/*$`, 'i');
}

const SESSION = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;\\s]`);
const hasSession = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && SESSION.test(cookieHeader);

function readTable(file: string) {
  const parsed = ZFirstPagePreload.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return [];
  return parsed.data.routes.map((route) => ({
    signedIn: route.signedIn,
    pattern: patternToRegExp(route.path),
    files: route.files,
  }));
}

/**
 * Reads the build's list of each route's files (apps/web/first-page-preload.ts) and answers, for a page
 * the server sends index.html for, the scripts and style sheets its first page needs beyond the
 * entry's (which index.html names itself): index-page.ts names them in the page. A signed-in page has
 * them only for a browser with a session cookie (without one the app goes to the login page and would
 * not use them). The list is read again when a new build replaces it; without one (an older build) or
 * with one that does not read as a list, a page has none.
 */
export function loadFirstPageFiles(distDir: string): TFirstPageFiles {
  const file = path.join(distDir, FIRST_PAGE_FILE);
  let loaded: { changed: number; table: ReturnType<typeof readTable> } | undefined;
  const table = () => {
    const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (changed === undefined) return [];
    if (loaded?.changed !== changed) {
      try {
        loaded = { changed, table: readTable(file) };
      } catch {
        loaded = { changed, table: [] };
      }
    }
    return loaded.table;
  };
  return (pathname, cookieHeader) => {
    const route = table().find((r) => r.pattern.test(pathname));
    if (!route?.files.length || (route.signedIn && !hasSession(cookieHeader))) return undefined;
    return route.files;
  };
}

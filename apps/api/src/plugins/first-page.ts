import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAGE_FILE, ZFirstPagePreload } from '@pulseboard/contract/first-page';
import { TOKEN_COOKIE } from '@pulseboard/contract/limits';

/** Answers the `Link` header for a page's path, or nothing. */
export type TFirstPageLinks = (pathname: string, cookieHeader: string | undefined) => string | undefined;

/**
 * The most a `Link` header carries, in bytes: a proxy in front keeps all of an answer's headers in one
 * buffer (nginx: 4 KiB by default) and refuses the answer beyond it. A page with more files names its
 * first ones (the layouts', then the page's); the app's own preloading fetches the rest.
 */
export const LINK_HEADER_MAX_BYTES = 2_800;

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

/** The header naming `files`, as many of them as fit in LINK_HEADER_MAX_BYTES. */
function linkHeader(files: string[]): string {
  // `crossorigin` as the build's and the app's own style sheet links have it: a preload is used only by
  // a request of the same mode.
  const links = files.map((url) =>
    url.endsWith('.css') ? `<${url}>; rel=preload; as=style; crossorigin` : `<${url}>; rel=modulepreload`,
  );
  let header = '';
  for (const link of links) {
    const next = header ? `${header}, ${link}` : link;
    if (next.length > LINK_HEADER_MAX_BYTES) break;
    header = next;
  }
  return header;
}

function readTable(file: string) {
  const parsed = ZFirstPagePreload.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return [];
  return parsed.data.routes.map((route) => ({
    signedIn: route.signedIn,
    pattern: patternToRegExp(route.path),
    header: linkHeader(route.files),
  }));
}

/**
 * Reads the build's list of each route's files (apps/web/first-page-preload.ts) and answers, for a page
 * the server sends index.html for, a `Link` header naming the scripts and style sheets its first page
 * needs beyond the entry's (which index.html names): the browser fetches them as soon as the
 * page's headers arrive, instead of the app's script starting each fetch once it runs. A signed-in
 * page names them only to a browser with a session cookie (without one the app goes to the login page
 * and would not use them). The list is read again when a new build replaces it; without one (an older
 * build) or with one that does not read as a list, there is no header.
 */
export function loadFirstPageLinks(distDir: string): TFirstPageLinks {
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
    if (!route?.header || (route.signedIn && !hasSession(cookieHeader))) return undefined;
    return route.header;
  };
}

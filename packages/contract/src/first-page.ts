/**
 * What the web build writes beside index.html (apps/web/first-page-preload.ts) and the server reads
 * (apps/api/src/plugins/first-page.ts): for each route pattern of the app, the entry's style sheet and
 * scripts, then the scripts and style sheets its first page loads beyond them, by URL.
 */
export interface TFirstPagePreload {
  routes: {
    /** A react-router path pattern: `:param`, `:param?` and a trailing `*`. */
    path: string;
    /** Shown only with a session: without one the app goes to the login page instead. */
    signedIn: boolean;
    files: string[];
  }[];
}

export const FIRST_PAGE_FILE = 'first-page.json';

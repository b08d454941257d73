import { z } from 'zod';

/**
 * What the web build writes beside index.html (apps/web/first-page-preload.ts) and the server reads
 * (apps/api/src/plugins/first-page.ts): for each route pattern of the app, the scripts and style sheets
 * its first page loads beyond the entry's, by URL.
 */
export const ZFirstPagePreload = z.object({
  routes: z.array(
    z.object({
      /** A react-router path pattern: `:param`, `:param?` and a trailing `*`. */
      path: z.string(),
      /** Shown only with a session: without one the app goes to the login page instead. */
      signedIn: z.boolean(),
      files: z.array(z.string().regex(/^\/[\w./-]+$/)),
    }),
  ),
});
export type TFirstPagePreload = z.infer<typeof ZFirstPagePreload>;

export const FIRST_PAGE_FILE = 'first-page.json';

import 'antd/dist/reset.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router.tsx';
import { installErrorLog } from './lib/error-log.ts';
import { i18nReady } from './lib/i18n.ts';

installErrorLog();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Lets the browser paint and answer input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Makes the first page's style sheets, which the server names in the page's head as preloads
 * (apps/api/src/plugins/index-page.ts), the page's style sheets, one task each; answers, once all are,
 * each one's load (or failure). A browser parses a loaded sheet as it is made one: left to Vite's
 * loader, all were made at once as the router starts, and antd's (960 KB, most often loaded by then)
 * made that a long task on a slow phone. The build cuts antd's into parts (apps/web/split-css.ts), so
 * no task parses more than one part. The router must start after the last: Vite's loader adds a style
 * sheet of its own for any it finds still a preload, and that sheet is parsed again.
 */
async function adoptFirstPageStyles(): Promise<Promise<unknown>[]> {
  const loads: Promise<unknown>[] = [];
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')) {
    link.rel = 'stylesheet';
    if (!link.sheet)
      loads.push(
        new Promise((settled) => {
          link.addEventListener('load', settled, { once: true });
          link.addEventListener('error', settled, { once: true });
        }),
      );
    await nextTask();
  }
  return loads;
}

// Providers (the query cache, antd) are not here: app/layouts/app-root.tsx puts them around every page
// but the login page, which loads neither.
// A Spanish page loads the shell's Spanish strings first (lib/i18n.ts). Not a top-level await: that
// splits the entry into many small chunks.
// Start-up runs in tasks instead of one: the entry's modules, the first page's style sheets (a task
// each), the router (which matches the address and starts the first page's loads), then the first render, itself
// in pieces (a transition) and never before those style sheets apply.
async function start(into: HTMLElement) {
  await i18nReady;
  await nextTask();
  const styled = await adoptFirstPageStyles();
  const router = createAppRouter();
  await Promise.all(styled);
  await nextTask();
  startTransition(() =>
    createRoot(into).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}
void start(root);

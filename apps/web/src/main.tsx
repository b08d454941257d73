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
 * (apps/api/src/plugins/index-page.ts), the page's style sheets; resolves once each has loaded or
 * failed. Left to Vite's loader, they were added as the router starts, and antd's (800 KB, most often
 * loaded by then) was parsed inside the router's task, making it a long one on a slow phone.
 */
function adoptFirstPageStyles(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  const loads = links.map((link) => {
    link.rel = 'stylesheet';
    if (link.sheet) return undefined;
    return new Promise((settled) => {
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
    });
  });
  return Promise.all(loads);
}

// Providers (the query cache, antd) are not here: app/layouts/app-root.tsx puts them around every page
// but the login page, which loads neither.
// A Spanish page loads the shell's Spanish strings first (lib/i18n.ts). Not a top-level await: that
// splits the entry into many small chunks.
// Start-up runs as four tasks instead of one: the entry's modules, the first page's style sheets, the
// router (which matches the address and starts the first page's loads), then the first render, itself
// in pieces (a transition) and never before those style sheets apply.
async function start(into: HTMLElement) {
  await i18nReady;
  await nextTask();
  const styled = adoptFirstPageStyles();
  await nextTask();
  const router = createAppRouter();
  await styled;
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

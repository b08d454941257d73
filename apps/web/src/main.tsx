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

// Providers (the query cache, antd) are not here: app/layouts/app-root.tsx puts them around every page
// but the login page, which loads neither.
// A Spanish page loads the shell's Spanish strings first (lib/i18n.ts). Not a top-level await: that
// splits the entry into many small chunks.
// Start-up runs as three tasks instead of one: the entry's modules, the router (which matches the
// address and starts the first page's loads), then the first render, itself in pieces (a transition).
async function start(into: HTMLElement) {
  await i18nReady;
  await nextTask();
  const router = createAppRouter();
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

import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { installErrorLog } from './lib/error-log.ts';
import { i18nReady } from './lib/i18n.ts';

installErrorLog();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Providers (the query cache, antd) are not here: app/layouts/app-root.tsx puts them around every page
// but the login page, which loads neither.
// A Spanish page loads the shell's Spanish strings first (lib/i18n.ts). Not a top-level await: that
// splits the entry into many small chunks.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);

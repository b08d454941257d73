import 'antd/dist/reset.css';
import './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { FEATURE_LOCALES } from './app/locales.ts';
import { AppProvider } from './app/provider.tsx';
import { router } from './app/router.tsx';
import { installErrorLog } from './lib/error-log.ts';
import { addLocales } from './lib/i18n.ts';

addLocales(FEATURE_LOCALES);
installErrorLog();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

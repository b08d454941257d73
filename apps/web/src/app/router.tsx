import { createBrowserRouter, type LoaderFunctionArgs, Navigate, redirect } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { loginPath } from '../features/auth/utils/login-redirect.ts';
import { getToken } from '../lib/token.ts';

function requireToken({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginPath(pathname + search));
}

function skipLoginWhenSignedIn() {
  if (getToken()) throw redirect('/');
  return null;
}

const dashboard = () => import('./routes/dashboard.tsx').then((m) => ({ Component: m.DashboardRoute }));

// /login stays light: everything behind the login is split into lazily loaded chunks.
export const router = createBrowserRouter([
  {
    path: '/',
    HydrateFallback: PageSpinner,
    children: [
      { path: 'login', loader: skipLoginWhenSignedIn, Component: LoginPage },
      {
        path: '404',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
      {
        loader: requireToken,
        lazy: () => import('./layouts/signed-in-layout.tsx').then((m) => ({ Component: m.SignedInLayout })),
        children: [
          { index: true, lazy: dashboard },
          { path: 'dashboard', lazy: dashboard },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
]);

import { createBrowserRouter, type LazyRouteFunction, type RouteObject, redirect } from 'react-router';
import { BootSpinner } from '../components/boot-spinner.tsx';
import { getToken } from '../lib/token.ts';
import { loadFeatureStrings } from './feature-strings.ts';
import { requireRoute, requireSession, skipLoginWhenSignedIn, unknownPath } from './guards.ts';
import { LazyRouteError, RootError, RootRoute } from './root-route.tsx';
import { layoutsOf, ROUTE_REDIRECTS, ROUTE_TABLE, type TRouteMeta, type TRoutePage } from './route-table.ts';

type TLazy = LazyRouteFunction<RouteObject>;

// Every page is a lazily loaded chunk, the login page too: the entry holds only the router and the route
// table, and each page loads what it alone needs. The login page is plain React: antd, the query cache
// and the features' strings load with AppRoot, around every other page (app/initial-imports.test.ts).
const PAGES: Record<TRoutePage, TLazy> = {
  login: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginRoute })),
  dashboard: () => import('./routes/dashboard.tsx').then((m) => ({ Component: m.DashboardRoute })),
  profile: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })),
  faq: () => import('./routes/faq.tsx').then((m) => ({ Component: m.FaqRoute })),
  placeholder: () => import('./routes/placeholder.tsx').then((m) => ({ Component: m.PlaceholderRoute })),
  redirect: () => import('./routes/redirect.tsx').then((m) => ({ Component: m.RedirectRoute })),
  'forgot-password': () =>
    import('./routes/forgot-password.tsx').then((m) => ({ Component: m.ForgotPasswordRoute })),
  'user-register': () =>
    import('./routes/user-register.tsx').then((m) => ({ Component: m.UserRegisterRoute })),
  'not-found': () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
  unauthorized: () => import('./routes/unauthorized.tsx').then((m) => ({ Component: m.UnauthorizedRoute })),
  'clubs-list': () => import('./routes/clubs-list.tsx').then((m) => ({ Component: m.ClubsListRoute })),
  'club-details': () => import('./routes/club-details.tsx').then((m) => ({ Component: m.ClubDetailsRoute })),
  workouts: () => import('./routes/workouts.tsx').then((m) => ({ Component: m.WorkoutsRoute })),
  'workout-detail': () =>
    import('./routes/workout-detail.tsx').then((m) => ({ Component: m.WorkoutDetailRoute })),
  sessions: () => import('./routes/sessions.tsx').then((m) => ({ Component: m.SessionsRoute })),
  'class-summary': () =>
    import('./routes/class-summary.tsx').then((m) => ({ Component: m.ClassSummaryRoute })),
  leaderboard: () => import('./routes/leaderboard.tsx').then((m) => ({ Component: m.LeaderboardRoute })),
  'leaderboard-tv': () =>
    import('./routes/leaderboard-tv.tsx').then((m) => ({ Component: m.LeaderboardTvRoute })),
  'leaderboard-public': () =>
    import('./routes/leaderboard-public.tsx').then((m) => ({ Component: m.LeaderboardPublicRoute })),
  'live-class-tv': () =>
    import('./routes/live-class-tv.tsx').then((m) => ({ Component: m.LiveClassTvRoute })),
  challenge: () => import('./routes/challenge.tsx').then((m) => ({ Component: m.ChallengeRoute })),
  'challenge-leaderboard': () =>
    import('./routes/challenge-leaderboard.tsx').then((m) => ({ Component: m.ChallengeLeaderboardRoute })),
  'open-challenge-leaderboard': () =>
    import('./routes/open-challenge-leaderboard.tsx').then((m) => ({
      Component: m.OpenChallengeLeaderboardRoute,
    })),
};

// Pages drawn with the shell's strings alone: they do not wait for the features' strings.
const SHELL_STRINGS_ONLY = new Set<TRoutePage>([
  'login',
  'dashboard',
  'redirect',
  'not-found',
  'unauthorized',
]);

function withFeatureStrings(page: TLazy): TLazy {
  return (...args) => Promise.all([page(...args), loadFeatureStrings()]).then(([route]) => route);
}

// A club's page starts loading the tab its URL names beside its own chunk (the loader runs while the
// page's lazy chunk loads), instead of after the page has drawn its tab bar. The tab table is a small
// chunk of its own: in the entry, its list of each tab's files would weigh on the login page.
function withClubTab(loader: ReturnType<typeof requireRoute>): ReturnType<typeof requireRoute> {
  return (args) => {
    void import('./club-tab-code.ts')
      .then((m) => m.preloadClubTab(args.params.tabName, args.params.cmd))
      .catch(() => undefined);
    return loader(args);
  };
}

// The dashboard's figures are asked for beside the profile, while the page's chunks load: its first
// paint then has them, instead of asking only once it has drawn.
function withDashboardStats(loader: ReturnType<typeof requireRoute>): ReturnType<typeof requireRoute> {
  return (args) => {
    if (getToken())
      void import('../features/dashboard/api/get-dashboard-stats.ts')
        .then((m) => m.prefetchFirstDashboardStats())
        .catch(() => undefined);
    return loader(args);
  };
}

function toRoute(meta: TRouteMeta): RouteObject {
  const handle = { meta };
  const loader =
    meta.page === 'login'
      ? skipLoginWhenSignedIn
      : meta.page === 'club-details'
        ? withClubTab(requireRoute(meta))
        : meta.page === 'dashboard'
          ? withDashboardStats(requireRoute(meta))
          : requireRoute(meta);
  const page = PAGES[meta.page];
  return {
    path: meta.path,
    loader,
    lazy: SHELL_STRINGS_ONLY.has(meta.page) ? page : withFeatureStrings(page),
    handle,
  };
}

export const router = createBrowserRouter([
  {
    path: '/',
    HydrateFallback: BootSpinner,
    Component: RootRoute,
    ErrorBoundary: RootError,
    children: [
      ...Object.entries(ROUTE_REDIRECTS).map(([path, to]) =>
        // Without a session, / is simply the login page.
        path === '/'
          ? { index: true, loader: () => redirect(getToken() ? to : '/login') }
          : { path, loader: () => redirect(to) },
      ),
      ...ROUTE_TABLE.filter((meta) => layoutsOf(meta).length === 0).map(toRoute),
      {
        lazy: () => import('./layouts/app-root.tsx').then((m) => ({ Component: m.AppRoot })),
        children: [
          ...ROUTE_TABLE.filter((meta) => layoutsOf(meta).at(-1) === 'app-root').map(toRoute),
          {
            loader: requireSession,
            lazy: () => import('./layouts/shell-layout.tsx').then((m) => ({ Component: m.ShellLayout })),
            ErrorBoundary: LazyRouteError,
            children: [
              ...ROUTE_TABLE.filter((meta) => layoutsOf(meta).at(-1) === 'shell').map(toRoute),
              { path: '*', loader: unknownPath },
            ],
          },
        ],
      },
    ],
  },
]);

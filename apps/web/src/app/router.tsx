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

type TLoader = ReturnType<typeof requireRoute>;

/**
 * A page's loader that also starts, beside the page's own chunk and the profile, what the page will
 * ask for first; a failure there is the page's to meet when it asks again.
 */
function startingEarly(loader: TLoader, early: (args: Parameters<TLoader>[0]) => Promise<unknown>): TLoader {
  return (args) => {
    void early(args).catch(() => undefined);
    return loader(args);
  };
}

// What pages start early:
// - a club's page, the tab its URL names, instead of after it has drawn its tab bar (the tab table is a
//   small chunk of its own: in the entry, its list of each tab's files would weigh on the login page);
// - the dashboard, its figures, so that its first paint has them.
const EARLY: Partial<Record<TRoutePage, Parameters<typeof startingEarly>[1]>> = {
  'club-details': (args) =>
    import('./club-tab-code.ts').then((m) => m.preloadClubTab(args.params.tabName, args.params.cmd)),
  dashboard: async () => {
    if (!getToken()) return;
    const m = await import('../features/dashboard/api/get-dashboard-stats.ts');
    await m.prefetchFirstDashboardStats();
  },
};

function toRoute(meta: TRouteMeta): RouteObject {
  const handle = { meta };
  const early = EARLY[meta.page];
  const loader =
    meta.page === 'login'
      ? skipLoginWhenSignedIn
      : early
        ? startingEarly(requireRoute(meta), early)
        : requireRoute(meta);
  const page = PAGES[meta.page];
  return {
    path: meta.path,
    loader,
    lazy: SHELL_STRINGS_ONLY.has(meta.page) ? page : withFeatureStrings(page),
    handle,
  };
}

/**
 * The app's router. Created by main.tsx in a task of its own, after the entry's modules have run:
 * creating it matches the address and starts the first page's loads, work that would otherwise lengthen
 * the entry's one long task on a slow phone.
 */
export function createAppRouter() {
  return createBrowserRouter([
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
}

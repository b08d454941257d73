import { CLUBS_ACCESS } from '@pulseboard/contract/clubs-access';
import type { TRole } from '@pulseboard/contract/roles';
import type { TUiKey } from '../locales/en.ts';

/** Icons the sidebar knows; the layout maps each name to an Ant Design icon. */
export type TRouteIcon =
  | 'dashboard'
  | 'clubs'
  | 'workouts'
  | 'sessions'
  | 'leaderboard'
  | 'challenge'
  | 'accounts'
  | 'licenses'
  | 'profile'
  | 'faq';

/** Which page a route shows; router.tsx maps each to a lazily loaded route file. */
export type TRoutePage =
  | 'login'
  | 'dashboard'
  | 'profile'
  | 'faq'
  | 'placeholder'
  | 'redirect'
  | 'forgot-password'
  | 'user-register'
  | 'not-found'
  | 'unauthorized'
  | 'clubs-list'
  | 'club-details'
  | 'workouts'
  | 'workout-detail'
  | 'sessions'
  | 'class-summary'
  | 'leaderboard'
  | 'leaderboard-tv'
  | 'leaderboard-public'
  | 'live-class-tv'
  | 'challenge'
  | 'challenge-leaderboard'
  | 'open-challenge-leaderboard';

/** Route meta of SPEC.md section 3 (title, icon, roles, noCache, affix) plus where the route lives. */
export type TRouteMeta = {
  /** Full path pattern in react-router syntax. */
  path: string;
  titleKey: TUiKey;
  page: TRoutePage;
  icon?: TRouteIcon;
  /** Omitted: every signed-in role (or anybody, for public routes). */
  roles?: readonly TRole[];
  /** Not in the menu. */
  hidden?: boolean;
  /** Not kept alive in the tags view. */
  noCache?: boolean;
  /** A pinned tab that cannot be closed. */
  affix?: boolean;
  /** No sign-in needed. */
  public?: boolean;
  /** Rendered without sidebar and navbar. */
  noLayout?: boolean;
  /** The menu group it belongs to; a group with one visible route shows that route alone. */
  group?: 'clubs';
  /** Left out of the menu on the dashboard subdomain (SPEC.md section 2). */
  hiddenOnDashboardSubdomain?: boolean;
  /** The page shows its own level-one heading; the shell gives the others one (layouts/page-heading.tsx). */
  ownHeading?: boolean;
};

/** Menu groups: title and icon of the parent entry. */
export const ROUTE_GROUPS = { clubs: { titleKey: 'route.clubs', icon: 'clubs' } } as const satisfies Record<
  string,
  { titleKey: TUiKey; icon: TRouteIcon }
>;

const STAFF_WITH_CLUB: readonly TRole[] = ['club', 'coach', 'locationAdmin', 'trainerLeader'];

/** Every route of the app (SPEC.md section 2): menu, breadcrumb, page titles and guards read this one table. */
export const ROUTE_TABLE: readonly TRouteMeta[] = [
  { path: '/login', titleKey: 'route.login', page: 'login', public: true, hidden: true, noLayout: true },
  {
    path: '/forgot-password',
    titleKey: 'route.forgotPassword',
    page: 'forgot-password',
    public: true,
    hidden: true,
    noLayout: true,
  },
  {
    path: '/user-register',
    titleKey: 'route.userRegister',
    page: 'user-register',
    public: true,
    hidden: true,
    noLayout: true,
  },
  {
    path: '/leaderboard-mobile-page/:clubId/:token?',
    titleKey: 'route.leaderboard',
    page: 'leaderboard-public',
    public: true,
    hidden: true,
    noLayout: true,
  },
  {
    path: '/wotd-mobile-page/:token?',
    titleKey: 'route.wotd',
    page: 'placeholder',
    public: true,
    hidden: true,
    noLayout: true,
  },
  {
    path: '/open/challenge-leaderboard/:encryptionId',
    titleKey: 'route.challengeLeaderboard',
    page: 'open-challenge-leaderboard',
    public: true,
    hidden: true,
    noLayout: true,
  },
  { path: '/404', titleKey: 'route.notFound', page: 'not-found', public: true, hidden: true, noLayout: true },
  {
    path: '/401',
    titleKey: 'route.unauthorized',
    page: 'unauthorized',
    public: true,
    hidden: true,
    noLayout: true,
  },
  { path: '/redirect/*', titleKey: 'route.redirect', page: 'redirect', hidden: true, noCache: true },
  {
    path: '/dashboard',
    titleKey: 'route.dashboard',
    page: 'dashboard',
    icon: 'dashboard',
    affix: true,
    ownHeading: true,
  },
  {
    path: '/clubs/index',
    titleKey: 'route.clubs',
    page: 'clubs-list',
    roles: CLUBS_ACCESS.directory,
    group: 'clubs',
  },
  {
    path: '/clubs/details/:id/:tabName?/:cmd?',
    titleKey: 'route.clubInformation',
    page: 'club-details',
    roles: ['accuro', 'club', 'coach'],
    hidden: true,
    group: 'clubs',
  },
  {
    path: '/clubs/my-details/:tabName?/:cmd?',
    titleKey: 'route.myClub',
    page: 'club-details',
    roles: STAFF_WITH_CLUB,
    group: 'clubs',
    hiddenOnDashboardSubdomain: true,
  },
  {
    path: '/class-summary/:encryptionId',
    titleKey: 'route.classSummary',
    page: 'class-summary',
    hidden: true,
  },
  { path: '/workouts/index', titleKey: 'route.workouts', page: 'workouts', icon: 'workouts' },
  // One workout (its curve, zones and figures): opened from any workout list, never from the menu.
  {
    path: '/workouts/detail/:workoutId',
    titleKey: 'route.workoutDetail',
    page: 'workout-detail',
    hidden: true,
  },
  {
    path: '/sessions/index',
    titleKey: 'route.sessions',
    page: 'sessions',
    icon: 'sessions',
    roles: ['coach'],
  },
  { path: '/leaderboard/index', titleKey: 'route.leaderboard', page: 'leaderboard', icon: 'leaderboard' },
  {
    path: '/leaderboard-page/:clubId?',
    titleKey: 'route.leaderboard',
    page: 'leaderboard-tv',
    hidden: true,
    noLayout: true,
  },
  // A running class on a studio's screen (opened from the club's Live tab). Every signed-in role, as
  // CLASSES_LIVE_ACCESS.watch: the live socket itself decides who may watch which class.
  {
    path: '/live-class/:clubId/:classId',
    titleKey: 'route.liveClass',
    page: 'live-class-tv',
    hidden: true,
    noLayout: true,
    noCache: true,
  },
  {
    path: '/challenge/index',
    titleKey: 'route.challenge',
    page: 'challenge',
    icon: 'challenge',
    roles: ['member'],
  },
  {
    path: '/challenge-leaderboard/:clubId/:challengeId',
    titleKey: 'route.challengeLeaderboard',
    page: 'challenge-leaderboard',
    hidden: true,
  },
  {
    path: '/accounts/index',
    titleKey: 'route.accounts',
    page: 'placeholder',
    icon: 'accounts',
    roles: ['accuro'],
  },
  {
    path: '/licenses/index',
    titleKey: 'route.licenses',
    page: 'placeholder',
    icon: 'licenses',
    roles: ['accuro'],
  },
  { path: '/profile/index', titleKey: 'route.profile', page: 'profile', icon: 'profile' },
  { path: '/faq', titleKey: 'route.faq', page: 'faq', icon: 'faq' },
];

/** Paths that only forward somewhere else. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/dashboard',
  '/clubs': '/clubs/index',
};

export const HOME_PATH = '/dashboard';

/** The layouts around the pages, outermost first: antd and the query cache, then the sidebar and navbar. */
export type TLayout = 'app-root' | 'shell';

/**
 * The layouts a route's page is drawn in: none for the login page (plain React), the app root for the
 * other pages without the shell, both for the rest. The router nests the routes so (router.tsx) and the
 * build names the layouts' code with each page's (first-page-preload.ts).
 */
export function layoutsOf(meta: TRouteMeta): TLayout[] {
  if (meta.page === 'login') return [];
  return meta.noLayout ? ['app-root'] : ['app-root', 'shell'];
}

/**
 * Every TanStack Query key of the app, one factory per resource. Queries and invalidations take their
 * keys from here only, so a mutation in one feature can refresh what another feature shows: keys nest,
 * and invalidating a resource's `all` refreshes every query under it (pages, single items, pickers).
 *
 * Everything of one club sits under `clubKeys.scope(clubId)`, so a change that touches the whole club
 * (erasing a member) refreshes it with one call.
 */
export const clubKeys = {
  /** Every query about one club. */
  scope: (clubId: number) => ['clubs', clubId] as const,
  /** The paged list of every club. */
  lists: () => ['clubs', 'list'] as const,
  list: (query: object) => [...clubKeys.lists(), query] as const,
  /** A club picker's search (under lists, so a club change refreshes it). */
  options: (keyword: string) => [...clubKeys.lists(), 'options', keyword] as const,
  detail: (clubId: number) => [...clubKeys.scope(clubId), 'detail'] as const,
  statistics: (clubId: number, query: object) => [...clubKeys.scope(clubId), 'statistics', query] as const,
  modules: (clubId: number) => [...clubKeys.scope(clubId), 'modules'] as const,
  privacy: (clubId: number) => [...clubKeys.scope(clubId), 'privacy'] as const,
  integrations: (clubId: number) => [...clubKeys.scope(clubId), 'integrations'] as const,
  joinCode: (clubId: number) => [...clubKeys.scope(clubId), 'join-code'] as const,
  /** What every page needs of a club: its time zone, wording, modules (GET /dashboard/clients/{id}/brief). */
  brief: (clubId: number) => [...clubKeys.scope(clubId), 'brief'] as const,
  /** The club a registration link's code joins (the register page, signed out). */
  ofJoinCode: (code: string) => ['clubs', 'join', code] as const,
};

/** Locations: the tab's pages, one location, and the pickers of other tabs (Loaner Pods, Admins). */
export const locationKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'locations'] as const,
  list: (clubId: number, query: object) => [...locationKeys.all(clubId), 'list', query] as const,
  detail: (clubId: number, locationId: number) =>
    [...locationKeys.all(clubId), 'detail', locationId] as const,
  options: (clubId: number) => [...locationKeys.all(clubId), 'options'] as const,
};

export const studioKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'studios'] as const,
  list: (clubId: number, query: object) => [...studioKeys.all(clubId), 'list', query] as const,
  /** Every studio of the club for a picker (classes, scheduler). */
  options: (clubId: number) => [...studioKeys.all(clubId), 'options'] as const,
};

export const trainerKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'trainers'] as const,
  list: (clubId: number, query: object) => [...trainerKeys.all(clubId), 'list', query] as const,
  /** Every trainer of the club for a picker (classes, scheduler). */
  options: (clubId: number) => [...trainerKeys.all(clubId), 'options'] as const,
};

/** Staff accounts and what hangs off them (logs, station settings, account pickers). */
export const accountKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'accounts'] as const,
  list: (clubId: number, query: object) => [...accountKeys.all(clubId), 'list', query] as const,
  logs: (clubId: number, accountId: number, query: object) =>
    [...accountKeys.all(clubId), 'logs', accountId, query] as const,
  /** A picker's search (`kind` names the picker: stations, staff, members). */
  search: (clubId: number, kind: string, keyword: string) =>
    [...accountKeys.all(clubId), 'search', kind, keyword] as const,
  stationSettings: (clubId: number, accountId: number) =>
    [...accountKeys.all(clubId), 'station-settings', accountId] as const,
};

export const loanerPodKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'loaner-pods'] as const,
  list: (clubId: number, query: object) => [...loanerPodKeys.all(clubId), 'list', query] as const,
  assignments: (clubId: number, query: object) =>
    [...loanerPodKeys.all(clubId), 'assignments', query] as const,
};

export const memberKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'members'] as const,
  search: (clubId: number, keyword: string) => [...memberKeys.all(clubId), 'search', keyword] as const,
  list: (clubId: number, query: object) => [...memberKeys.all(clubId), 'list', query] as const,
};

export const profileKeys = { current: () => ['profile'] as const };

export const dashboardKeys = { stats: (query: object) => ['dashboard', 'stats', query] as const };

export const faqKeys = { all: () => ['faqs'] as const };

export const aptSkinKeys = { all: () => ['apt-skins'] as const };

/** One member's visits and points, and the club's journey-level and XGT-phase lists (member actions). */
export const memberRecordKeys = {
  options: (clubId: number) => [...memberKeys.all(clubId), 'options'] as const,
  visits: (clubId: number, memberId: number, query: object) =>
    [...memberKeys.all(clubId), 'visits', memberId, query] as const,
  points: (clubId: number, memberId: number) => [...memberKeys.all(clubId), 'points', memberId] as const,
  pointsHistory: (clubId: number, memberId: number, query: object) =>
    [...memberKeys.all(clubId), 'points', memberId, 'history', query] as const,
};

/**
 * A member's weight, body-metric and blood-pressure history: `self` is the caller's own (My Profile),
 * a number a member's as staff see it. Every change refreshes the whole history of that person.
 */
export const memberHistoryKeys = {
  all: (memberId: number | 'self') => ['member-history', memberId] as const,
  weights: (memberId: number | 'self') => [...memberHistoryKeys.all(memberId), 'weight'] as const,
  metrics: (memberId: number | 'self', name: string) =>
    [...memberHistoryKeys.all(memberId), 'metrics', name] as const,
  bp: (memberId: number | 'self') => [...memberHistoryKeys.all(memberId), 'bp'] as const,
};

/** One member of a club as the detail page reads it (points and visits are memberRecordKeys). */
export const memberDetailKeys = {
  detail: (clubId: number, memberId: number) => [...memberKeys.all(clubId), 'detail', memberId] as const,
};

/**
 * Workouts: My Workouts and the club's workouts (one list query per filter), one workout's detail, and
 * the coach's sessions. A new workout refreshes them all with `all()`.
 */
export const workoutKeys = {
  all: () => ['workouts'] as const,
  list: (query: object) => [...workoutKeys.all(), 'list', query] as const,
  detail: (workoutId: number) => [...workoutKeys.all(), 'detail', workoutId] as const,
  sessions: (query: object) => [...workoutKeys.all(), 'sessions', query] as const,
  maxHrChanges: () => [...workoutKeys.all(), 'max-hr-changes'] as const,
  weeklyPai: () => [...workoutKeys.all(), 'weekly-pai'] as const,
};

/**
 * Leaderboards: a club's boards (one query per filter and page) and its share link, under the club; a
 * public board (no session) by its club and token, outside every signed-in key.
 */
export const leaderboardKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'leaderboard'] as const,
  board: (clubId: number, query: object) => [...leaderboardKeys.all(clubId), 'board', query] as const,
  share: (clubId: number) => [...leaderboardKeys.all(clubId), 'share'] as const,
  public: (clubId: number, token: string, query: object) =>
    ['public-leaderboard', clubId, token, query] as const,
};

/**
 * Week challenges of a club (templates, runs, one run) and the signed-in member's own runs and pick list.
 * A change refreshes `all` (the club's) and `mine` together: staff and the member may look at the same run.
 */
export const weekChallengeKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'week-challenges'] as const,
  templates: (clubId: number, query: object) =>
    [...weekChallengeKeys.all(clubId), 'templates', query] as const,
  runs: (clubId: number, query: object) => [...weekChallengeKeys.all(clubId), 'runs', query] as const,
  run: (clubId: number, runId: number) => [...weekChallengeKeys.all(clubId), 'run', runId] as const,
  mine: () => ['week-challenges', 'mine'] as const,
  myTemplates: () => [...weekChallengeKeys.mine(), 'templates'] as const,
};

/**
 * Challenges of a club: the tab's pages, one challenge (teams, participants), its board per view. Every
 * change refreshes them all with `all(clubId)`. `mine` is the member's own page; `publicBoard` the open
 * board of a share id (no club known, no session).
 */
export const challengeKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'challenges'] as const,
  list: (clubId: number, query: object) => [...challengeKeys.all(clubId), 'list', query] as const,
  detail: (clubId: number, challengeId: number) =>
    [...challengeKeys.all(clubId), 'detail', challengeId] as const,
  board: (clubId: number, challengeId: number, view: string | undefined) =>
    [...challengeKeys.all(clubId), 'board', challengeId, view ?? 'default'] as const,
  mine: () => ['challenges', 'mine'] as const,
  publicBoard: (shareId: string, view: string | undefined) =>
    ['public-challenge-board', shareId, view ?? 'default'] as const,
};

/**
 * Classes of a club: the Class tab's pages (one per range and filter), one class with its participants.
 * Every change refreshes them all with `all(clubId)` (an edit of a series moves many occurrences).
 */
export const classKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'classes'] as const,
  list: (clubId: number, query: object) => [...classKeys.all(clubId), 'list', query] as const,
  detail: (clubId: number, classId: number) => [...classKeys.all(clubId), 'detail', classId] as const,
};

/**
 * Class templates of a club: the Templates view's pages and the class form's template picker. A class
 * made from a template does not change the template, so classes and templates refresh apart.
 */
export const classTemplateKeys = {
  all: (clubId: number) => [...clubKeys.scope(clubId), 'class-templates'] as const,
  list: (clubId: number, query: object) => [...classTemplateKeys.all(clubId), 'list', query] as const,
  options: (clubId: number) => [...classTemplateKeys.all(clubId), 'options'] as const,
};

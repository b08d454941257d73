import { z } from 'zod';
import { zIdParam, zPageNumber, zText } from './fields.ts';
import { ZPageSizeQuery } from './paging.ts';
import { ANY_ROLE, OWNER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/**
 * Everyone signed in reads their own club's board (members too: it is their standing). Staff export it
 * and see the club's Leaderboard tab. The public share link publishes members' names beyond the club,
 * a choice of the same weight as the Data Privacy settings, so only the club's owners make or end it.
 */
export const LEADERBOARDS_ACCESS = {
  read: ANY_ROLE,
  manage: OWNER_ROLES,
  export: STAFF_ROLES,
  clubTab: STAFF_ROLES,
} as const satisfies TFeatureAccess;

/** What a board ranks by, each summed over the period from the daily roll-ups. */
export const LEADERBOARD_MEASURES = ['points', 'workouts', 'minutes', 'calories'] as const;
export type TLeaderboardMeasure = (typeof LEADERBOARD_MEASURES)[number];

/** The date presets of SPEC.md section 9 (core's DATE_PRESETS) and a custom range of days. */
export const LEADERBOARD_PERIODS = [
  'currentMonth',
  'last30',
  'lastMonth',
  'currentYear',
  'lastYear',
  'custom',
] as const;
export type TLeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** The longest custom range, as on the dashboard: a year, leap day included. */
export const LEADERBOARD_MAX_DAYS = 366;

/** The public board's path in the web app, opened by the share token. */
export const leaderboardPublicPath = (clubId: number, token: string) =>
  `/leaderboard-mobile-page/${clubId}/${token}`;

const ZBoardFields = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: 'validation.range' }).default('currentMonth'),
  /** Inclusive days (YYYY-MM-DD) in the club's time zone; only with period=custom. */
  from: z.iso.date({ error: 'validation.dateFrom' }).optional(),
  to: z.iso.date({ error: 'validation.dateTo' }).optional(),
  measure: z.enum(LEADERBOARD_MEASURES, { error: 'leaderboards.measure' }).default('points'),
  locationId: zIdParam('validation.location').optional(),
});

// A custom range needs both days in order; a preset ignores them.
function withRangeRules<T extends z.ZodType<z.infer<typeof ZBoardFields>>>(schema: T) {
  return schema
    .refine((q) => q.period !== 'custom' || q.from, { error: 'validation.dateFrom', path: ['from'] })
    .refine((q) => q.period !== 'custom' || q.to, { error: 'validation.dateTo', path: ['to'] })
    .refine((q) => q.period !== 'custom' || !(q.from && q.to) || q.from <= q.to, {
      error: 'validation.dateOrder',
      path: ['to'],
    });
}

/** The board's filter as an export takes it (every row). */
export const ZLeaderboardFilter = withRangeRules(ZBoardFields);
export type TLeaderboardFilter = z.infer<typeof ZLeaderboardFilter>;
export type TLeaderboardFilterInput = z.input<typeof ZLeaderboardFilter>;

/** GET .../leaderboard and the public board: the filter and a page (`page`, `pageSize` up to 100). */
export const ZLeaderboardQuery = withRangeRules(
  ZBoardFields.extend({ page: zPageNumber().default(1) }).extend(ZPageSizeQuery.shape),
);
export type TLeaderboardQuery = z.infer<typeof ZLeaderboardQuery>;

export const ZLeaderboardRow = z.object({
  /** 1 for the best; members with the same score share a rank and the next rank is skipped (1, 1, 3). */
  rank: z.number().int(),
  memberId: z.number().int(),
  /** As the club's privacy settings show names (core leaderboardName). */
  name: z.string(),
  /** Null unless the club shows avatars on leaderboards and the member has one. */
  avatar: z.string().nullable(),
  score: z.number().int(),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>;

export const ZLeaderboard = z.object({
  /** What a board shows of its club, signed in or public alike: its name and logo. */
  club: z.object({ clubId: z.number().int(), name: z.string(), logoUrl: z.string() }),
  /** The club's locations, for the location filter (their names only). */
  locations: z.array(z.object({ locationId: z.number().int(), name: z.string() })),
  list: z.array(ZLeaderboardRow),
  /** Members with a score in the period (only those above 0 are ranked). */
  totalRecords: z.number().int().nonnegative(),
  /** The days counted, inclusive, in the club's time zone. */
  period: z.object({ from: z.string(), to: z.string() }),
  measure: z.enum(LEADERBOARD_MEASURES),
  timezone: z.string(),
  /** The caller's own row when they are on the board (signed-in boards only), wherever the page is. */
  me: ZLeaderboardRow.nullable(),
  /** True on a public board of a club that hides its members from public boards: the list is empty. */
  hidden: z.boolean(),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

export const ZLeaderboardExportParams = z.object({
  id: zIdParam(),
  format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }),
});

/** The club's public share link: whether one exists and its path in the web app (managers only). */
export const ZLeaderboardShare = z.object({ enabled: z.boolean(), path: z.string().nullable() });
export type TLeaderboardShare = z.infer<typeof ZLeaderboardShare>;

/** GET /public/leaderboard/{clubId}/{shareToken}: no session; a wrong token is a 404 like no club. */
export const ZPublicLeaderboardParams = z.object({
  clubId: zIdParam(),
  // Any short text: whether it is the club's token is the service's answer (404), never a 400 hint.
  shareToken: zText(200),
});

/**
 * Challenges of a club (SPEC.md section 3, Challenge; issue 12). Routes, all answering the envelope:
 *
 * Staff (club-scoped, CHALLENGES_ACCESS.read to read, .manage to write), under /dashboard/clients/{id}/challenges:
 * - PUT ''                                  body ZChallengeInput          -> ZChallengeDetail (create)
 * - POST /page/{page}?pageSize=20           body ZChallengeListFilter     -> paged(ZChallengeListItem)
 * - GET /{challengeId}                                                    -> ZChallengeDetail
 * - POST /{challengeId}                     body ZChallengeInput          -> ZChallengeDetail (update)
 * - DELETE /{challengeId}                                                 -> { ok: true }
 * - POST /{challengeId}/actions/add-participants    ZAddParticipantsBody  -> ZChallengeDetail
 * - POST /{challengeId}/actions/remove-participants ZMemberIdsBody        -> ZChallengeDetail
 * - POST /{challengeId}/actions/add-team            ZChallengeTeamInput   -> ZChallengeDetail
 * - POST /{challengeId}/actions/remove-team         ZTeamIdBody           -> ZChallengeDetail
 * - POST /{challengeId}/actions/balance-teams       ZBalanceTeamsBody     -> ZChallengeDetail
 * - POST /{challengeId}/actions/end                 (no body)             -> ZChallengeDetail
 * - POST /{challengeId}/actions/rotate-share-link   (no body)             -> ZChallengeDetail (new shareId)
 * - GET /{challengeId}/leaderboard?view=teams|members                     -> ZChallengeBoard
 * - GET /{challengeId}/leaderboard/export/{csv|xlsx}?view=teams|members   -> the file (a download)
 *
 * Member (CHALLENGES_ACCESS.mine): GET /dashboard/challenges/mine -> ZMyChallenges (the /challenge/index page).
 * Public, no token: GET /public/challenges/{encryptionId}/leaderboard?view=... -> ZPublicChallengeBoard,
 * where encryptionId is the challenge's `shareId` (/open/challenge-leaderboard/:encryptionId); an unknown
 * or rotated id is a 404 with 'challenges.shareNotFound'.
 *
 * Status (upcoming, running, ended) follows the clock: ended when `endedAt` is set (staff ended it, or
 * the points target was reached) or `endTime` has passed; running from `startTime`; upcoming before.
 * The scoring rules are CHALLENGE_CRITERION_RULES / CHALLENGE_TEAM_SCORING_RULES (message keys, en and
 * es) and the comment block of apps/api/src/modules/challenges/challenges-scores.repository.ts.
 */
import { z } from 'zod';
import { paged } from './envelope.ts';
import { notFormula, zId, zText } from './fields.ts';
import { listFilter } from './paging.ts';
import { MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';
import { WORKOUT_ZONE_COUNT } from './workouts.ts';

/**
 * Every staff role sees a club's challenges and their boards; managers create, edit and run them.
 * `mine`: who reads their own challenges (GET /dashboard/challenges/mine, the member page /challenge/index).
 */
export const CHALLENGES_ACCESS = {
  read: STAFF_ROLES,
  manage: MANAGER_ROLES,
  mine: ['member'],
} as const satisfies TFeatureAccess;

export const CHALLENGE_TYPES = ['individual', 'team'] as const;
export type TChallengeType = (typeof CHALLENGE_TYPES)[number];
/** 'club': every location of the club; 'locations': only `locationIds`. */
export const CHALLENGE_SCOPES = ['club', 'locations'] as const;
export type TChallengeScope = (typeof CHALLENGE_SCOPES)[number];
export const CHALLENGE_CRITERIA = ['points', 'workouts', 'minutes', 'calories'] as const;
export type TChallengeCriterion = (typeof CHALLENGE_CRITERIA)[number];
/** How a team's score is made from its members' scores. */
export const TEAM_SCORINGS = ['sum', 'average'] as const;
export type TTeamScoring = (typeof TEAM_SCORINGS)[number];
export const CHALLENGE_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type TChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
/** balance-teams: round robin by name, or a snake draft by points (last 30 days, or all time) so totals are close. */
export const BALANCE_METHODS = ['even', 'lastMonthPoints', 'allTimePoints'] as const;
export type TBalanceMethod = (typeof BALANCE_METHODS)[number];
/** Leaderboard views: teams (each with its members) or every participant; default: teams for a team challenge. */
export const CHALLENGE_BOARD_VIEWS = ['teams', 'members'] as const;
export type TChallengeBoardView = (typeof CHALLENGE_BOARD_VIEWS)[number];
/** Zone numbers as stored: 0 is the first (lowest) of the club's five zones. */
export const CHALLENGE_ZONES = Array.from({ length: WORKOUT_ZONE_COUNT }, (_, i) => i);

/** Label of each winning criterion (a message key, en and es). */
export const CHALLENGE_CRITERION_LABELS = {
  points: 'challenges.criteria.points',
  workouts: 'challenges.criteria.workouts',
  minutes: 'challenges.criteria.minutes',
  calories: 'challenges.criteria.calories',
} as const satisfies Record<TChallengeCriterion, string>;
/** The rule of each criterion, written once for members to read (message keys, en and es). */
export const CHALLENGE_CRITERION_RULES = {
  points: 'challenges.rule.points',
  workouts: 'challenges.rule.workouts',
  minutes: 'challenges.rule.minutes',
  calories: 'challenges.rule.calories',
} as const satisfies Record<TChallengeCriterion, string>;
/** What counts in every criterion: days, locations and sources (a message key). */
export const CHALLENGE_COMMON_RULE = 'challenges.rule.common';
export const CHALLENGE_TEAM_SCORING_LABELS = {
  sum: 'challenges.teamScorings.sum',
  average: 'challenges.teamScorings.average',
} as const satisfies Record<TTeamScoring, string>;
export const CHALLENGE_TEAM_SCORING_RULES = {
  sum: 'challenges.rule.teamSum',
  average: 'challenges.rule.teamAverage',
} as const satisfies Record<TTeamScoring, string>;

export const CHALLENGE_NAME_MAX = 100;
export const TEAM_NAME_MAX = 50;
/** At most this many members in one add or remove call (a member search's selection). */
export const CHALLENGE_BULK_MAX = 500;

const required = (key: string) => zText(CHALLENGE_NAME_MAX, key).trim().min(1, { error: key });

/** '#rgb' or '#rrggbb'. */
export const ZTeamColor = zText(7, 'challenges.teamColor').regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, {
  error: 'challenges.teamColor',
});

/**
 * One form for create (PUT) and edit (POST /{challengeId}), with SPEC.md section 5's messages.
 * `startTime` and `endTime` are ISO 8601 instants with an offset: the web computes them from the club's
 * time zone (the club brief's `timezone`): the start time as picked, and the end date's end
 * (23:59:59 local) for the end. Scores count the roll-up days from the club-local date of startTime
 * to the club-local date of the end (an end at 00:00 exactly closes the day before).
 */
export const ZChallengeInput = z
  .object({
    name: required('challenges.name').refine(notFormula, { error: 'validation.formulaLike' }),
    type: z.enum(CHALLENGE_TYPES, { error: 'challenges.type' }),
    /** Zone numbers (0 = first); duplicates are dropped, sorted. */
    zones: z
      .array(
        z
          .number({ error: 'challenges.zones' })
          .int({ error: 'challenges.zones' })
          .min(0, { error: 'challenges.zones' })
          .max(WORKOUT_ZONE_COUNT - 1, { error: 'challenges.zones' }),
        { error: 'challenges.zones' },
      )
      .min(1, { error: 'challenges.zones' })
      .max(WORKOUT_ZONE_COUNT * 2, { error: 'challenges.zones' })
      .transform((zones) => [...new Set(zones)].sort((a, b) => a - b)),
    scope: z.enum(CHALLENGE_SCOPES, { error: 'challenges.scope' }),
    /** Required (at least one, of this club) when scope is 'locations'; ignored for 'club'. */
    locationIds: z
      .array(zId('challenges.locations'), { error: 'challenges.locations' })
      .max(200, { error: 'challenges.locations' })
      .default([]),
    /** Whether workouts of the members' app (dataSource app) count; station and imported ones always do. */
    allowMobile: z.boolean({ error: 'validation.invalid' }).default(false),
    startTime: z.iso.datetime({ offset: true, error: 'challenges.startTime' }),
    endTime: z.iso.datetime({ offset: true, error: 'challenges.endTime' }),
    criterion: z.enum(CHALLENGE_CRITERIA, { error: 'challenges.criterion' }),
    /** Team challenges: the sum or the per-member average of the members' scores. */
    teamScoring: z.enum(TEAM_SCORINGS, { error: 'challenges.teamScoring' }).default('sum'),
    /** The challenge ends when a participant (or team) reaches this score, in the criterion's unit; null: none. */
    pointsTarget: z
      .number({ error: 'challenges.pointsTarget' })
      .int({ error: 'challenges.pointsTarget' })
      .positive({ error: 'challenges.pointsTarget' })
      .max(100_000_000, { error: 'challenges.pointsTarget' })
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endTime) <= Date.parse(v.startTime)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'challenges.endAfterStart' });
    }
    if (v.scope === 'locations' && v.locationIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['locationIds'], message: 'challenges.locations' });
    }
  });
export type TChallengeInput = z.input<typeof ZChallengeInput>;
export type TChallengeValues = z.output<typeof ZChallengeInput>;

export const CHALLENGE_SORT_FIELDS = ['name', 'startTime', 'endTime', 'createdAt'] as const;
/** Body of POST .../challenges/page/{page}: keyword over the name; newest start first unless sorted. */
export const ZChallengeListFilter = listFilter(CHALLENGE_SORT_FIELDS)
  .unwrap()
  .extend({
    status: z.enum(CHALLENGE_STATUSES, { error: 'validation.invalid' }).optional(),
    type: z.enum(CHALLENGE_TYPES, { error: 'validation.invalid' }).optional(),
  })
  .default({});
export type TChallengeListFilter = z.infer<typeof ZChallengeListFilter>;

/** What every list and board shows of a challenge. Times are ISO instants (UTC). */
const challengeHead = {
  name: z.string(),
  type: z.enum(CHALLENGE_TYPES),
  criterion: z.enum(CHALLENGE_CRITERIA),
  teamScoring: z.enum(TEAM_SCORINGS),
  zones: z.array(z.number().int()),
  allowMobile: z.boolean(),
  status: z.enum(CHALLENGE_STATUSES),
  startTime: z.string(),
  endTime: z.string(),
  /** When it ended before endTime (ended by staff, or its points target reached); null otherwise. */
  endedAt: z.string().nullable(),
  /** The club's time zone, in which the dates are shown and days are counted. */
  timezone: z.string(),
  pointsTarget: z.number().int().nullable(),
};

/** A challenge as listed: its settings, status and counts. */
export const ZChallengeListItem = z.object({
  id: z.number().int(),
  ...challengeHead,
  scope: z.enum(CHALLENGE_SCOPES),
  locationIds: z.array(z.number().int()),
  /** The opaque id of the public board /open/challenge-leaderboard/:encryptionId (rotatable). */
  shareId: z.string(),
  participantCount: z.number().int(),
  teamCount: z.number().int(),
  createdAt: z.string(),
});
export type TChallengeListItem = z.infer<typeof ZChallengeListItem>;

export const ZChallengeTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  memberCount: z.number().int(),
});
export type TChallengeTeam = z.infer<typeof ZChallengeTeam>;

/** A participant as staff manage them: the full display name (SPEC.md section 3) and email. */
export const ZChallengeParticipant = z.object({
  memberId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** null: not in a team (always null in an individual challenge). */
  teamId: z.number().int().nullable(),
  joinedAt: z.string(),
});
export type TChallengeParticipant = z.infer<typeof ZChallengeParticipant>;

/** One challenge with its locations, teams and participants (participants by name). */
export const ZChallengeDetail = ZChallengeListItem.extend({
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  teams: z.array(ZChallengeTeam),
  participants: z.array(ZChallengeParticipant),
});
export type TChallengeDetail = z.infer<typeof ZChallengeDetail>;

export const ZMemberIdsBody = z.object({
  memberIds: z
    .array(zId('challenges.memberIds'), { error: 'challenges.memberIds' })
    .min(1, { error: 'challenges.memberIds' })
    .max(CHALLENGE_BULK_MAX, { error: 'challenges.memberIds' }),
});
/**
 * add-participants: members (or coaches) of the challenge's club. `teamId` (team challenges) places
 * every named member in that team, moving those already taking part (how one participant moves to
 * another team); `null` takes them out of their team; omitted leaves those already taking part as they are.
 */
export const ZAddParticipantsBody = ZMemberIdsBody.extend({
  teamId: zId('challenges.teamNotFound').nullable().optional(),
});
export type TAddParticipantsBody = z.infer<typeof ZAddParticipantsBody>;

/** add-team: 'Please enter the team name'; the colour as '#rrggbb'. */
export const ZChallengeTeamInput = z.object({
  name: zText(TEAM_NAME_MAX, 'challenges.teamName')
    .trim()
    .min(1, { error: 'challenges.teamName' })
    .refine(notFormula, { error: 'validation.formulaLike' }),
  color: ZTeamColor,
});
export type TChallengeTeamInput = z.infer<typeof ZChallengeTeamInput>;
export const ZTeamIdBody = z.object({ teamId: zId('challenges.teamNotFound') });
export const ZBalanceTeamsBody = z.object({
  method: z.enum(BALANCE_METHODS, { error: 'challenges.balanceMethod' }),
});

export const ZChallengeBoardQuery = z.object({
  view: z.enum(CHALLENGE_BOARD_VIEWS, { error: 'validation.invalid' }).optional(),
});

/**
 * A member's row of a board. Names follow the club's privacy settings (Data Privacy tab: how names
 * show, avatars on or off). `key` is unique in the list (for React keys); `memberId` is null on the
 * public board. Ties share a rank (1, 1, 3).
 */
export const ZChallengeBoardMember = z.object({
  key: z.string(),
  rank: z.number().int(),
  memberId: z.number().int().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** In the criterion's unit: whole points, workouts and calories; minutes with one decimal. */
  score: z.number(),
  /** The member's team (team challenges), its name and colour; null otherwise. */
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  color: z.string().nullable(),
});
export type TChallengeBoardMember = z.infer<typeof ZChallengeBoardMember>;

/**
 * A row of the board: a member (view 'members': `members` null) or a team (view 'teams': `memberId`
 * null, `name` the team's, `color` its colour, `members` its members ranked within the team). A team
 * average has one decimal.
 */
export const ZChallengeBoardEntry = ZChallengeBoardMember.extend({
  memberCount: z.number().int().nullable(),
  members: z.array(ZChallengeBoardMember).nullable(),
});
export type TChallengeBoardEntry = z.infer<typeof ZChallengeBoardEntry>;

const boardBase = {
  ...challengeHead,
  view: z.enum(CHALLENGE_BOARD_VIEWS),
  /** Best first. */
  list: z.array(ZChallengeBoardEntry),
};

/** GET .../challenges/{challengeId}/leaderboard (staff; the board of /challenge-leaderboard/:clubId/:challengeId). */
export const ZChallengeBoard = z.object({ challengeId: z.number().int(), ...boardBase });
export type TChallengeBoard = z.infer<typeof ZChallengeBoard>;

/**
 * The public board: the challenge's name, dates, status and criterion, the club's name, and the rows as
 * the privacy settings allow. `membersHidden`: the club hides its members from public boards, so the
 * list has no member rows (a team board keeps its teams, `members` empty).
 */
export const ZPublicChallengeBoard = z.object({
  clubName: z.string(),
  membersHidden: z.boolean(),
  ...boardBase,
});
export type TPublicChallengeBoard = z.infer<typeof ZPublicChallengeBoard>;

export const ZBoardExportParams = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }),
});

/** One of the signed-in member's challenges (running, upcoming or ended) with their standing. */
export const ZMyChallenge = z.object({
  challengeId: z.number().int(),
  clubId: z.number().int(),
  ...challengeHead,
  participantCount: z.number().int(),
  /** The member's own rank among all participants and score. */
  rank: z.number().int(),
  score: z.number(),
  team: z
    .object({
      id: z.number().int(),
      name: z.string(),
      color: z.string(),
      rank: z.number().int(),
      score: z.number(),
      teamCount: z.number().int(),
    })
    .nullable(),
});
export type TMyChallenge = z.infer<typeof ZMyChallenge>;
/** Running first, then upcoming, then ended (newest first); at most MY_CHALLENGES_MAX. */
export const ZMyChallenges = z.object({ list: z.array(ZMyChallenge) });
export type TMyChallenges = z.infer<typeof ZMyChallenges>;
export const MY_CHALLENGES_MAX = 50;

export const ZChallengePage = paged(ZChallengeListItem);

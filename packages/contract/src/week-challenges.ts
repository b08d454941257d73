import { z } from 'zod';
import { zId, zText } from './fields.ts';
import { MEMBERS_ACCESS } from './members.ts';
import { listFilter } from './paging.ts';
import type { TFeatureAccess } from './roles.ts';

/**
 * Week challenges follow the Members tab: staff who read a club's members read its templates and runs,
 * those who manage members manage them (create templates, sign members up, check in, withdraw). A
 * member (or a coach who trains) takes part on their own runs only, through /dashboard/week-challenges.
 */
export const WEEK_CHALLENGES_ACCESS = {
  read: MEMBERS_ACCESS.read,
  manage: MEMBERS_ACCESS.manage,
  participate: ['member', 'coach'],
} as const satisfies TFeatureAccess;

/** The figures a template may have (the form's bounds and the API's). */
export const WEEK_CHALLENGE_LIMITS = {
  weeks: { min: 1, max: 52 },
  minWorkoutsPerWeek: { min: 1, max: 14 },
  penaltyWeeks: { min: 0, max: 8 },
  name: 100,
  note: 500,
  reason: 500,
} as const;

const zCount = (error: string, { min, max }: { min: number; max: number }) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** One form for creating and editing a template. */
export const ZWeekChallengeTemplateInput = z.object({
  name: zText(WEEK_CHALLENGE_LIMITS.name, 'weekChallenges.templateName', 'weekChallenges.templateNameTooLong')
    .trim()
    .min(1, { error: 'weekChallenges.templateName' }),
  weeks: zCount('weekChallenges.weeks', WEEK_CHALLENGE_LIMITS.weeks),
  minWorkoutsPerWeek: zCount('weekChallenges.minWorkouts', WEEK_CHALLENGE_LIMITS.minWorkoutsPerWeek),
  penaltyWeeks: zCount('weekChallenges.penaltyWeeks', WEEK_CHALLENGE_LIMITS.penaltyWeeks),
});
export type TWeekChallengeTemplateInput = z.input<typeof ZWeekChallengeTemplateInput>;

export const ZWeekChallengeTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  weeks: z.number().int(),
  minWorkoutsPerWeek: z.number().int(),
  penaltyWeeks: z.number().int(),
  /** Runs of the template not withdrawn nor ended by a later sign-up (running or just completed). */
  openRuns: z.number().int(),
  /** Every run ever made of it: a template with any cannot be deleted, nor its figures changed. */
  totalRuns: z.number().int(),
  createdAt: z.string(),
});
export type TWeekChallengeTemplate = z.infer<typeof ZWeekChallengeTemplate>;

export const WEEK_CHALLENGE_TEMPLATE_SORT_FIELDS = ['name', 'weeks', 'createdAt'] as const;
/** Body of POST .../week-challenge-templates/page/{page}: keyword over the name. */
export const ZWeekChallengeTemplateFilter = listFilter(WEEK_CHALLENGE_TEMPLATE_SORT_FIELDS);
export type TWeekChallengeTemplateFilter = z.infer<typeof ZWeekChallengeTemplateFilter>;

/**
 * A run's state: `active` running with no week below its minimum yet (or no penalty weeks to add),
 * `extended` running with penalty weeks added, `completed` every week (penalties included) has ended,
 * `withdrawn` left with a reason. README "Week challenges" has the rules.
 */
export const WEEK_CHALLENGE_STATUSES = ['active', 'extended', 'completed', 'withdrawn'] as const;
export type TWeekChallengeStatus = (typeof WEEK_CHALLENGE_STATUSES)[number];

export const WEEK_CHALLENGE_SORT_FIELDS = ['joinedAt', 'memberName', 'startsOn'] as const;
/** Body of POST .../week-challenges/page/{page}: keyword over the member's name and email. */
export const ZWeekChallengeFilter = listFilter(WEEK_CHALLENGE_SORT_FIELDS)
  .unwrap()
  .extend({
    templateId: zId().optional(),
    status: z.enum(WEEK_CHALLENGE_STATUSES, { error: 'validation.invalid' }).optional(),
  })
  .default({});
export type TWeekChallengeFilter = z.infer<typeof ZWeekChallengeFilter>;

/** One member's run of a template, with where it stands today. */
export const ZWeekChallenge = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  templateName: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  memberEmail: z.string(),
  /** Monday of week 1 (YYYY-MM-DD, the club's calendar). */
  startsOn: z.string(),
  /** Sunday of the last week, penalty weeks included as they stand today. */
  endsOn: z.string(),
  /**
   * Today in the club's calendar (YYYY-MM-DD): the last day a check-in may name. A member's own clock
   * may already be on the next day (a browser in UTC, a club in New York).
   */
  today: z.string(),
  joinedAt: z.string(),
  /** When the member withdrew, or when a completed run was closed by a new sign-up. */
  leftAt: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  /** The template's figures. */
  weeks: z.number().int(),
  minWorkoutsPerWeek: z.number().int(),
  penaltyWeeks: z.number().int(),
  /** Weeks of the run: the template's plus the penalty weeks added so far. */
  totalWeeks: z.number().int(),
  /** Ended weeks whose count stayed below the minimum. */
  missedWeeks: z.number().int(),
  status: z.enum(WEEK_CHALLENGE_STATUSES),
  /** Penalty weeks were added (kept once the run has ended). */
  extended: z.boolean(),
});
export type TWeekChallenge = z.infer<typeof ZWeekChallenge>;

export const WEEK_STATES = ['met', 'missed', 'inProgress', 'upcoming', 'open'] as const;
export type TWeekState = (typeof WEEK_STATES)[number];

/**
 * One week of a run (Monday to Sunday): workouts from the roll-ups plus check-ins. `open` is a week
 * that never got judged because the member withdrew during it.
 */
export const ZWeekChallengeWeek = z.object({
  /** 1-based. */
  number: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  workouts: z.number().int(),
  checkins: z.number().int(),
  /** workouts + check-ins, compared with the minimum. */
  count: z.number().int(),
  minimum: z.number().int(),
  state: z.enum(WEEK_STATES),
  /** A week added by a missed one. */
  penalty: z.boolean(),
});
export type TWeekChallengeWeek = z.infer<typeof ZWeekChallengeWeek>;

export const ZWeekChallengeCheckin = z.object({
  id: z.number().int(),
  date: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TWeekChallengeCheckin = z.infer<typeof ZWeekChallengeCheckin>;

/** A run with its weeks (ended, current and upcoming) and its check-ins, newest first. */
export const ZWeekChallengeDetail = ZWeekChallenge.extend({
  progress: z.array(ZWeekChallengeWeek),
  checkins: z.array(ZWeekChallengeCheckin),
});
export type TWeekChallengeDetail = z.infer<typeof ZWeekChallengeDetail>;

/** Staff sign a member up ('Please select the member', 'Please select the template'). */
export const ZWeekChallengeSignUp = z.object({
  memberId: zId('weekChallenges.member'),
  templateId: zId('weekChallenges.template'),
});
export type TWeekChallengeSignUp = z.input<typeof ZWeekChallengeSignUp>;

/** A member signs themselves up. */
export const ZMyWeekChallengeSignUp = z.object({ templateId: zId('weekChallenges.template') });
export type TMyWeekChallengeSignUp = z.input<typeof ZMyWeekChallengeSignUp>;

/** A workout done elsewhere: the day (the club's calendar) and an optional note. */
export const ZWeekChallengeCheckinInput = z.object({
  date: z.iso.date({ error: 'weekChallenges.checkinDate' }),
  note: zText(WEEK_CHALLENGE_LIMITS.note, 'weekChallenges.note')
    .trim()
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
export type TWeekChallengeCheckinInput = z.input<typeof ZWeekChallengeCheckinInput>;

export const ZWeekChallengeWithdraw = z.object({
  reason: zText(WEEK_CHALLENGE_LIMITS.reason, 'weekChallenges.withdrawReason', 'weekChallenges.reasonTooLong')
    .trim()
    .min(1, { error: 'weekChallenges.withdrawReason' }),
});
export type TWeekChallengeWithdraw = z.input<typeof ZWeekChallengeWithdraw>;

/** GET /dashboard/week-challenges/mine: the caller's runs, running first, each with its weeks. */
export const ZMyWeekChallenges = z.object({ list: z.array(ZWeekChallengeDetail) });
export type TMyWeekChallenges = z.infer<typeof ZMyWeekChallenges>;

/** GET /dashboard/week-challenge-templates/mine: the templates of the caller's club to sign up to. */
export const ZMyWeekChallengeTemplates = z.object({ list: z.array(ZWeekChallengeTemplate) });

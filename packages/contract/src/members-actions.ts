import { z } from 'zod';
import { ZAccountPasswordBody } from './accounts.ts';
import { zId, zText } from './fields.ts';
import { LOANER_PODS_ACCESS } from './loaner-pods.ts';
import { MEMBERS_ACCESS } from './members.ts';
import { OWNER_ROLES, type TFeatureAccess } from './roles.ts';

/**
 * Who may act on a club's members (SPEC.md section 7, Members actions). Lending a pod follows the
 * loaner pods' own rule (front-desk staff, coaches too); the option lists are the club owner's. Reading
 * and managing are the members list's own rules (MEMBERS_ACCESS).
 */
export const MEMBER_ACTIONS_ACCESS = {
  read: MEMBERS_ACCESS.read,
  manage: MEMBERS_ACCESS.manage,
  assignPod: LOANER_PODS_ACCESS.assign,
  options: OWNER_ROLES,
} as const satisfies TFeatureAccess;

/** The lists a club starts with until its owner edits them (clubs.member_options null). */
export const DEFAULT_MEMBER_OPTIONS = {
  journeyLevels: ['Beginner', 'Intermediate', 'Advanced', 'Elite'],
  xgtPhases: ['Phase 1', 'Phase 2', 'Phase 3', 'Phase 4'],
} as const;
export const MEMBER_OPTION_MAX_LENGTH = 40;
export const MEMBER_OPTIONS_MAX = 30;

const ZOptionList = (error: string) =>
  z
    .array(zText(MEMBER_OPTION_MAX_LENGTH, error).trim().min(1, { error }), { error })
    .min(1, { error })
    .max(MEMBER_OPTIONS_MAX, { error })
    .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, {
      error: 'membersActions.optionsDuplicate',
    });

/** GET and POST /dashboard/clients/{id}/members/options: the club's journey levels and XGT phases. */
export const ZMemberOptions = z.object({
  journeyLevels: ZOptionList('membersActions.journeyLevels'),
  xgtPhases: ZOptionList('membersActions.xgtPhases'),
});
export type TMemberOptions = z.infer<typeof ZMemberOptions>;
export type TMemberOptionsInput = z.input<typeof ZMemberOptions>;

/** Body of .../actions/change-password (SPEC.md section 5: at least 6 characters, typed twice). */
export const ZMemberPasswordBody = ZAccountPasswordBody;
export type TMemberPasswordBody = z.infer<typeof ZMemberPasswordBody>;

export const ZMemberAssignPodBody = z.object({ podId: zId('membersActions.pod') });
export type TMemberAssignPodBody = z.infer<typeof ZMemberAssignPodBody>;

/** A value of the club's list, or null to clear it. */
export const ZJourneyLevelBody = z.object({
  journeyLevel: zText(MEMBER_OPTION_MAX_LENGTH, 'membersActions.journeyLevel').trim().nullable(),
});
export type TJourneyLevelBody = z.infer<typeof ZJourneyLevelBody>;
export const ZXgtPhaseBody = z.object({
  xgtPhase: zText(MEMBER_OPTION_MAX_LENGTH, 'membersActions.xgtPhase').trim().nullable(),
});
export type TXgtPhaseBody = z.infer<typeof ZXgtPhaseBody>;

/** What every member action answers: the member's state as it is afterwards. */
export const ZMemberState = z.object({
  userId: z.number().int(),
  status: z.enum(['enabled', 'disabled']),
  verified: z.boolean(),
  journeyLevel: z.string().nullable(),
  xgtPhase: z.string().nullable(),
  podId: z.number().int().nullable(),
  podBarcode: z.string().nullable(),
});
export type TMemberState = z.infer<typeof ZMemberState>;

/** One class visit brought in from a booking system (GET .../members/{memberId}/visits). */
export const ZMemberVisit = z.object({
  id: z.number().int(),
  source: z.enum(['mindbody', 'momence']),
  className: z.string().nullable(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  visitedAt: z.string(),
});
export type TMemberVisit = z.infer<typeof ZMemberVisit>;

/** `?page=&pageSize=` of GET .../visits and .../points/history (a GET has no body and no /page/{page} in SPEC.md). */
export const ZMemberRecordsQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'validation.invalid' }).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, { error: 'validation.invalid' }).default(20),
});

export const POINTS_KINDS = ['workout', 'manual', 'reward_order', 'refund', 'adjustment'] as const;
export type TPointsKind = (typeof POINTS_KINDS)[number];

/**
 * GET .../members/{memberId}/points, sums over the ledger: `earned` is what workouts, awards and
 * adjustments gave (net of deductions), `spent` what reward orders took (net of refunds), and
 * `spendable` what is left (earned - spent).
 */
export const ZMemberPoints = z.object({
  earned: z.number().int(),
  spent: z.number().int(),
  spendable: z.number().int(),
});
export type TMemberPoints = z.infer<typeof ZMemberPoints>;

export const POINTS_AWARD_MAX = 100_000;
/** Body of .../actions/award-points: a staff award (positive) or deduction (negative) with its reason. */
export const ZPointsAwardBody = z.object({
  amount: z
    .number({ error: 'membersActions.pointsAmount' })
    .int({ error: 'membersActions.pointsAmount' })
    .min(-POINTS_AWARD_MAX, { error: 'membersActions.pointsAmount' })
    .max(POINTS_AWARD_MAX, { error: 'membersActions.pointsAmount' })
    .refine((v) => v !== 0, { error: 'membersActions.pointsAmount' }),
  rationale: zText(200, 'membersActions.rationale').trim().min(1, { error: 'membersActions.rationale' }),
});
export type TPointsAwardBody = z.infer<typeof ZPointsAwardBody>;

/** One row of a member's points ledger (GET .../members/{memberId}/points/history), newest first. */
export const ZPointsEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.enum(POINTS_KINDS),
  rationale: z.string().nullable(),
  reference: z.string().nullable(),
  /** Who recorded it (staff awards); null for rows a workout or an order wrote. */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TPointsEntry = z.infer<typeof ZPointsEntry>;

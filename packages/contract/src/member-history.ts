import { z } from 'zod';
import { zId } from './fields.ts';
import { ZPreferUnit } from './profile.ts';
import { ANY_ROLE, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/**
 * A member's weight, body-metric and blood-pressure history (POST /dashboard/weight|metrics|bp/...).
 * Every signed-in user reads and records their own; `staff` may name a member of their own club with
 * `memberId` (accuro: any club). The API always speaks metric (kg, cm, %, kcal, mmHg): the web converts
 * what a person types in imperial units with packages/core units.ts before sending, and back for display.
 */
export const MEMBER_HISTORY_ACCESS = {
  read: ANY_ROLE,
  manage: ANY_ROLE,
  /** May pass another user's `memberId`. */
  staff: STAFF_ROLES,
} as const satisfies TFeatureAccess;

/** The 12 metric names of SPEC.md section 3, Metric; the weight history is `bodyWeight`. */
export const METRIC_NAMES = [
  'bodyWeight',
  'bodyFat',
  'bodyWater',
  'bmi',
  'muscleMass',
  'visceralFat',
  'rMetabolic',
  'biceps',
  'bust',
  'waist',
  'hip',
  'thigh',
] as const;
export type TMetricName = (typeof METRIC_NAMES)[number];

/** The stored unit of each metric: weights and lengths convert for imperial viewers, the rest never do. */
export type TMetricUnit = 'kg' | 'cm' | '%' | 'kcal' | 'level' | 'index';

/** Each metric's unit and the sensible range of a stored value (inclusive). */
export const METRICS: Record<TMetricName, { unit: TMetricUnit; min: number; max: number }> = {
  bodyWeight: { unit: 'kg', min: 20, max: 400 },
  // The profile's range too (profile.ts): the newest reading becomes the profile's body fat.
  bodyFat: { unit: '%', min: 2, max: 70 },
  bodyWater: { unit: '%', min: 20, max: 80 },
  bmi: { unit: 'index', min: 10, max: 80 },
  muscleMass: { unit: 'kg', min: 5, max: 200 },
  visceralFat: { unit: 'level', min: 1, max: 60 },
  rMetabolic: { unit: 'kcal', min: 500, max: 5000 },
  biceps: { unit: 'cm', min: 10, max: 100 },
  bust: { unit: 'cm', min: 40, max: 250 },
  waist: { unit: 'cm', min: 40, max: 250 },
  hip: { unit: 'cm', min: 40, max: 250 },
  thigh: { unit: 'cm', min: 20, max: 150 },
};

/** Blood pressure and pulse ranges (mmHg, beats per minute); systolic must exceed diastolic. */
export const BP_LIMITS = {
  systolic: { min: 60, max: 260 },
  diastolic: { min: 30, max: 160 },
  pulse: { min: 25, max: 250 },
} as const;

/** A measurement may be stamped this far ahead of the server's clock (a phone's clock runs fast). */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

const zMemberId = zId('memberHistory.memberId').optional();

/** When it was measured: an ISO date-time, not in the future. */
const zMeasuredAt = z.iso
  .datetime({ offset: true, error: 'memberHistory.measuredAt' })
  .refine((value) => Date.parse(value) <= Date.now() + FUTURE_TOLERANCE_MS, {
    error: 'memberHistory.measuredAtFuture',
  });

const zFrom = z.iso.datetime({ offset: true, error: 'validation.dateFrom' }).optional();
const zTo = z.iso.datetime({ offset: true, error: 'validation.dateTo' }).optional();

function rangeInOrder(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && Date.parse(value.to) < Date.parse(value.from))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateOrder' });
}

/** Body of POST /dashboard/weight/page/{page} and /dashboard/bp/page/{page}: whose, and an optional range. */
export const ZHistoryFilter = z
  .object({ memberId: zMemberId, from: zFrom, to: zTo })
  .superRefine(rangeInOrder)
  .default({});
export type THistoryFilter = z.infer<typeof ZHistoryFilter>;

/** Body of POST /dashboard/metrics/page/{page}: also one metric by name (all when omitted). */
export const ZMetricFilter = z
  .object({
    memberId: zMemberId,
    name: z.enum(METRIC_NAMES, { error: 'memberHistory.metricName' }).optional(),
    from: zFrom,
    to: zTo,
  })
  .superRefine(rangeInOrder)
  .default({});
export type TMetricFilter = z.infer<typeof ZMetricFilter>;

/**
 * The message key of a value outside its metric's range (METRICS), or undefined. The API checks it
 * after the schema (a field's sample stays valid on its own); the web checks the converted value with it.
 */
export function metricRangeError(
  name: TMetricName,
  value: number,
): `memberHistory.range.${TMetricName}` | undefined {
  const range = METRICS[name];
  return value < range.min || value > range.max ? `memberHistory.range.${name}` : undefined;
}

/** POST /dashboard/metrics/actions/add: one value in the metric's stored unit (METRICS). */
export const ZMetricInput = z.object({
  memberId: zMemberId,
  name: z.enum(METRIC_NAMES, { error: 'memberHistory.metricName' }),
  value: z.number({ error: 'memberHistory.value' }),
  measuredAt: zMeasuredAt,
});
export type TMetricInput = z.input<typeof ZMetricInput>;

const bpNumber = (field: keyof typeof BP_LIMITS) =>
  z
    .number({ error: `memberHistory.${field}` })
    .int({ error: `memberHistory.${field}` })
    .min(BP_LIMITS[field].min, { error: `memberHistory.${field}` })
    .max(BP_LIMITS[field].max, { error: `memberHistory.${field}` });

/** POST /dashboard/bp/actions/add: one reading in mmHg, with the pulse when the cuff gives one. */
export const ZBpInput = z
  .object({
    memberId: zMemberId,
    systolic: bpNumber('systolic'),
    diastolic: bpNumber('diastolic'),
    pulse: bpNumber('pulse').nullable().optional(),
    measuredAt: zMeasuredAt,
  })
  .refine((input) => input.systolic > input.diastolic, {
    path: ['diastolic'],
    error: 'memberHistory.bpOrder',
  });
export type TBpInput = z.input<typeof ZBpInput>;

/** POST /dashboard/metrics/actions/delete and /dashboard/bp/actions/delete: one entry of the member's. */
export const ZHistoryDelete = z.object({
  memberId: zMemberId,
  id: zId('memberHistory.entryId'),
});
export type THistoryDelete = z.input<typeof ZHistoryDelete>;

export const ZMetricEntry = z.object({
  id: z.number().int(),
  name: z.enum(METRIC_NAMES),
  /** In the metric's stored unit. */
  value: z.number(),
  unit: z.enum(['kg', 'cm', '%', 'kcal', 'level', 'index']),
  measuredAt: z.string(),
});
export type TMetricEntry = z.infer<typeof ZMetricEntry>;

/** One weight: in kg, and in the caller's preferred unit (`value` with `unit`), one decimal. */
export const ZWeightEntry = z.object({
  id: z.number().int(),
  kg: z.number(),
  value: z.number(),
  unit: z.enum(['kg', 'lb']),
  measuredAt: z.string(),
});
export type TWeightEntry = z.infer<typeof ZWeightEntry>;

export const ZBpEntry = z.object({
  id: z.number().int(),
  systolic: z.number().int(),
  diastolic: z.number().int(),
  pulse: z.number().int().nullable(),
  measuredAt: z.string(),
});
export type TBpEntry = z.infer<typeof ZBpEntry>;

/** A page of weights, with the caller's unit (so an empty page still says which unit to show). */
export const ZWeightPage = z.object({
  list: z.array(ZWeightEntry),
  totalRecords: z.number().int().nonnegative(),
  preferUnit: ZPreferUnit,
});
export type TWeightPage = z.infer<typeof ZWeightPage>;

import { z } from 'zod';
import { CLASSES_ACCESS } from './classes.ts';
import { ANY_ROLE, type TFeatureAccess } from './roles.ts';

/**
 * A class's summary (SPEC.md section 2: /class-summary/:encryptionId). Staff who read the club's
 * classes read any of its summaries; any other signed-in user of the club (a member) reads only the
 * summary of a class they took part in (a workout of theirs carries the class). Another club's users
 * are refused as on every club route.
 */
export const CLASS_SUMMARY_ACCESS = {
  read: ANY_ROLE,
  manage: [],
  staff: CLASSES_ACCESS.read,
} as const satisfies TFeatureAccess;

/**
 * A participant's place in the summary: `attended` (their workout carries the class), `absent` (marked
 * absent, or booked and no workout after the class), `booked` (no workout yet: the class has not ended).
 */
export const SUMMARY_STATUSES = ['attended', 'absent', 'booked'] as const;

/** One participant's figures, null where they have no workout of the class. */
export const ZClassSummaryParticipant = z.object({
  userId: z.number().int(),
  name: z.string(),
  status: z.enum(SUMMARY_STATUSES),
  workoutId: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** Seconds in each zone, lowest first; empty without a workout. */
  zoneSeconds: z.array(z.number().int()),
  calories: z.number().int().nullable(),
  points: z.number().int().nullable(),
  avgHr: z.number().int().nullable(),
  maxHr: z.number().int().nullable(),
});
export type TClassSummaryParticipant = z.infer<typeof ZClassSummaryParticipant>;

/** Sums over the workouts of the class (zone seconds per zone, calories, points) and their HR. */
export const ZClassSummaryTotals = z.object({
  /** Participants with a workout of the class: the figures below are over them. */
  workouts: z.number().int(),
  absent: z.number().int(),
  zoneSeconds: z.array(z.number().int()),
  calories: z.number().int(),
  points: z.number().int(),
  /** Mean of the workouts' average HR, rounded half up; null without one. */
  avgHr: z.number().int().nullable(),
  /** Highest HR of any workout. */
  maxHr: z.number().int().nullable(),
});

/** Per workout: the totals divided by the number of workouts, rounded half up (0 without a workout). */
export const ZClassSummaryAverages = z.object({
  zoneSeconds: z.array(z.number().int()),
  calories: z.number().int(),
  points: z.number().int(),
});

/**
 * A class as a summary or My Sessions heads it: when and where, who leads it, in plain names. The
 * summary adds its `id`, a session its `classId` and attendance.
 */
export const ZClassHeader = z.object({
  clubId: z.number().int(),
  locationId: z.number().int().nullable(),
  name: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  trainerName: z.string().nullable(),
  studioName: z.string().nullable(),
  locationName: z.string().nullable(),
  cancelled: z.boolean(),
});

export type TClassHeader = z.infer<typeof ZClassHeader>;

/** GET /dashboard/clients/{id}/classes/{classId}/summary. */
export const ZClassSummary = z.object({
  class: ZClassHeader.extend({ id: z.number().int() }),
  /** The club's zones: label (`easy` ... `all-out`, in its wording) and colour, lowest first. */
  zoneLabels: z.array(z.string()),
  zoneColors: z.array(z.string()),
  participants: z.array(ZClassSummaryParticipant),
  totals: ZClassSummaryTotals,
  averages: ZClassSummaryAverages,
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

import { z } from 'zod';
import type { TFeatureAccess } from './roles.ts';
import { ZWorkoutListItem } from './workouts.ts';

/**
 * My Sessions (SPEC.md section 2: /sessions/index, coach). Until classes exist, a session is the set of
 * workouts one of the coach's club stations recorded together: a station's workouts in start order,
 * where a workout that starts more than SESSION_GAP_MINUTES after the one before it opens a new session.
 */
export const SESSIONS_ACCESS = {
  read: ['coach'],
  manage: [],
} as const satisfies TFeatureAccess;

/** Workouts of one station that start at most this far apart belong to the same session. */
export const SESSION_GAP_MINUTES = 15;

const zFrom = z.iso.datetime({ offset: true, error: 'validation.dateFrom' }).optional();
const zTo = z.iso.datetime({ offset: true, error: 'validation.dateTo' }).optional();

/** Body of POST /dashboard/workouts/sessions/page/{page}: sessions that started in [from, to], newest first. */
export const ZSessionListFilter = z
  .object({ from: zFrom, to: zTo })
  .superRefine((value, ctx) => {
    if (value.from && value.to && Date.parse(value.to) < Date.parse(value.from))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateOrder' });
  })
  .default({});
export type TSessionListFilter = z.input<typeof ZSessionListFilter>;

/** One session: the station that recorded it, when, and each participant's workout summary. */
export const ZSession = z.object({
  /** Stable id of the session: the station's id and its first workout's id. */
  key: z.string(),
  accountId: z.number().int(),
  stationName: z.string(),
  startTime: z.string(),
  /** When the last participant's workout ended. */
  endTime: z.string(),
  locationName: z.string().nullable(),
  participants: z.array(ZWorkoutListItem),
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessionPage = z.object({
  list: z.array(ZSession),
  totalRecords: z.number().int().nonnegative(),
});
export type TSessionPage = z.infer<typeof ZSessionPage>;

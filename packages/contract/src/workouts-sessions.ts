import { z } from 'zod';
import { ZClassHeader } from './classes-summary.ts';
import type { TFeatureAccess } from './roles.ts';

/**
 * My Sessions (SPEC.md section 2: /sessions/index, coach): the caller's classes with their attendance,
 * each opening its class summary. A coach's classes are those whose trainer is linked to the coach's
 * login (Trainers tab); a club admin's are all the club's classes (the API serves them; the page stays
 * the coach's, as SPEC.md's route table says).
 */
export const SESSIONS_ACCESS = {
  read: ['club', 'coach'],
  manage: [],
} as const satisfies TFeatureAccess;

const zFrom = z.iso.datetime({ offset: true, error: 'validation.dateFrom' }).optional();
const zTo = z.iso.datetime({ offset: true, error: 'validation.dateTo' }).optional();

/** Body of POST /dashboard/workouts/sessions/page/{page}: classes that start in [from, to], newest first. */
export const ZSessionListFilter = z
  .object({ from: zFrom, to: zTo })
  .superRefine((value, ctx) => {
    if (value.from && value.to && Date.parse(value.to) < Date.parse(value.from))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateOrder' });
  })
  .default({});
export type TSessionListFilter = z.input<typeof ZSessionListFilter>;

/**
 * One class with its attendance: `booked` seats (booked or marked absent), `attended` members (a
 * workout of theirs carries the class, walk-ins included) and `absent` seat-holders (marked absent, or
 * booked without a workout once the class has ended).
 */
export const ZSession = ZClassHeader.extend({
  classId: z.number().int(),
  booked: z.number().int(),
  attended: z.number().int(),
  absent: z.number().int(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessionPage = z.object({
  list: z.array(ZSession),
  totalRecords: z.number().int().nonnegative(),
});
export type TSessionPage = z.infer<typeof ZSessionPage>;

import { z } from 'zod';
import { zIdParam } from './fields.ts';
import { ANY_ROLE, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/** Everyone signed in sees their dashboard (its scope follows the role); a club's staff see its Statistic tab. */
export const DASHBOARD_ACCESS = {
  read: ANY_ROLE,
  /** Read-only: the figures come from workouts. */
  manage: [],
  clubStatistics: STAFF_ROLES,
} as const satisfies TFeatureAccess;

export const DASHBOARD_RANGES = ['today', 'week', 'last30', 'custom'] as const;

/** GET /dashboard/stats: a range in the club's time zone; custom takes from/to dates (inclusive). */
export const ZDashboardQuery = z
  .object({
    range: z.enum(DASHBOARD_RANGES, { error: 'validation.range' }).default('week'),
    from: z.iso.date({ error: 'validation.dateFrom' }).optional(),
    to: z.iso.date({ error: 'validation.dateTo' }).optional(),
    /** accuro only: one club, or every club when omitted. */
    clubId: zIdParam().optional(),
  })
  .refine((q) => q.range !== 'custom' || (q.from && q.to), { error: 'validation.dateFrom', path: ['from'] })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, { error: 'validation.dateOrder', path: ['to'] });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

export const ZDashboardStats = z.object({
  scope: z.enum(['platform', 'club', 'personal']),
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  activeMembers: z.number().int(),
  workouts: z.number().int(),
  classes: z.number().int(),
  avgHeartRate: z.number().int().nullable(),
  points: z.number().int(),
  calories: z.number().int(),
  /** One entry per day of the range, zeros included. */
  daily: z.array(z.object({ date: z.string(), workouts: z.number().int(), points: z.number().int() })),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

/** GET /dashboard/clients/{id}/statistics: the Statistic tab. */
export const ZClubStatistics = z.object({ totalMembers: z.number().int(), stats: ZDashboardStats });

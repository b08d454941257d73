import type { TDashboardQuery, TDashboardStats } from '@pulseboard/contract/dashboard';
import { dayCount, eachDay, rangeDates, todayIn } from '@pulseboard/core/date-range';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { findClubBrief } from '../clubs/clubs.repository.ts';
import { countClubMembers } from '../users/users.repository.ts';
import { classesHeld, type TStatsScope, workoutsPerDay, workoutTotals } from './dashboard.repository.ts';

export const MAX_RANGE_DAYS = 366;

/** Who sees what: accuro the platform or one club, club staff their club, a member their own training. */
async function scopeFor(deps: TDeps, principal: TPrincipal, query: TDashboardQuery) {
  if (principal.role === 'accuro') {
    if (!query.clubId) return { scope: 'platform' as const, timezone: 'UTC' };
    const club = await findClubBrief(deps.db, query.clubId);
    if (!club) throw new AppError('NOT_FOUND', { fields: { clubId: 'validation.clubId' } });
    return { scope: 'club' as const, clubId: club.id, timezone: club.timezone };
  }
  if (query.clubId && query.clubId !== principal.clubId) throw new AppError('FORBIDDEN');
  const club = principal.clubId ? await findClubBrief(deps.db, principal.clubId) : undefined;
  const timezone = club?.timezone ?? 'UTC';
  if (principal.role === 'member') return { scope: 'personal' as const, userId: principal.userId, timezone };
  // Staff without a club see an empty club, not the platform.
  return { scope: 'club' as const, clubId: principal.clubId ?? -1, timezone };
}

export async function getDashboardStats(
  deps: TDeps,
  principal: TPrincipal,
  query: TDashboardQuery,
): Promise<TDashboardStats> {
  return statsFor(deps, await scopeFor(deps, principal, query), query);
}

/** The Statistic tab: one club's figures (the guard has checked the caller may see this club). */
export async function getClubStatistics(deps: TDeps, clubId: number, query: TDashboardQuery) {
  const club = await findClubBrief(deps.db, clubId);
  if (!club) throw new AppError('NOT_FOUND');
  const totalMembers = await countClubMembers(deps.db, clubId);
  const stats = await statsFor(deps, { scope: 'club', clubId, timezone: club.timezone }, query);
  return { totalMembers, stats };
}

async function statsFor(
  deps: TDeps,
  who: { scope: TDashboardStats['scope']; timezone: string; clubId?: number; userId?: number },
  query: TDashboardQuery,
): Promise<TDashboardStats> {
  const { from, to } = rangeDates(query.range, todayIn(who.timezone), query);
  if (dayCount(from, to) > MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { to: 'validation.rangeTooLong' },
      params: { days: MAX_RANGE_DAYS },
    });
  }
  const scope: TStatsScope = { clubId: who.clubId, userId: who.userId, timezone: who.timezone, from, to };
  const [totals, held, perDay] = await Promise.all([
    workoutTotals(deps.db, scope),
    who.scope === 'personal' ? Promise.resolve(null) : classesHeld(deps.db, scope),
    workoutsPerDay(deps.db, scope),
  ]);
  const byDay = new Map(perDay.map((d) => [d.date, d]));
  return {
    scope: who.scope,
    from,
    to,
    timezone: who.timezone,
    activeMembers: totals.activeMembers,
    workouts: totals.workouts,
    classes: held ?? totals.attendedClasses,
    avgHeartRate: totals.avgHeartRate,
    points: totals.points,
    calories: totals.calories,
    daily: eachDay(from, to).map((date) => ({
      date,
      workouts: byDay.get(date)?.workouts ?? 0,
      points: byDay.get(date)?.points ?? 0,
    })),
  };
}
